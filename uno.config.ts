import { defineConfig, presetWind3, transformerVariantGroup } from "unocss";
import { categoryPaletteClasses } from "./db/category-palette.ts";

export default defineConfig({
  presets: [presetWind3({ dark: "class" })],
  transformers: [transformerVariantGroup()],
  // Category colours are stored in D1, so the extractor never sees them in source.
  safelist: categoryPaletteClasses(),
  content: {
    pipeline: { include: [/\.(tsx?|jsx?|html)($|\?)/], exclude: [/node_modules/, /\.wrangler/, /app\/paraglide/] },
  },
  preflights: [
    {
      // Every language's text stays in its box (docs/decisions/0036-six-locales.md): a word longer
      // than its line (a German compound, an address) breaks rather than overflowing; Chinese and
      // Japanese follow their strict line-breaking rules, and Japanese breaks between phrases
      // rather than anywhere inside one where the browser can (word-break: auto-phrase).
      getCSS: () => `
body { overflow-wrap: break-word; }
:lang(zh), :lang(ja) { line-break: strict; }
:lang(ja) { word-break: auto-phrase; }
`,
    },
    {
      // Toasts (docs/product.md#toasts) show a progress bar: the time left, drawn as a shrinking
      // 3 px strip along the bottom (a background layer: sonner uses the toast's ::before/::after
      // itself). It stops exactly when sonner's timer does ("!important": sonner's colours set the
      // "background" shorthand; the size stays animatable): while the stack is expanded (pointer
      // over it, or the window unfocused — app-toaster.tsx) and while a toast is swiped. Loading
      // toasts wait for their work, not a timer.
      getCSS: () => `
@keyframes toast-time-left { from { background-size: 100% 3px; } to { background-size: 0% 3px; } }
[data-sonner-toast]:not([data-type="loading"]) {
  background-image: linear-gradient(currentColor, currentColor) !important;
  background-repeat: no-repeat !important;
  background-position: left bottom !important;
  background-size: 100% 3px;
  animation: toast-time-left var(--toast-duration, 5000ms) linear forwards;
}
[data-sonner-toast][data-expanded="true"], [data-sonner-toast][data-swiping="true"] { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) { [data-sonner-toast]:not([data-type="loading"]) { animation: none; background-image: none; } }
`,
    },
  ],
  theme: {
    colors: {
      brand: { 50: "#eef4ff", 100: "#dbe7ff", 500: "#3b6cf6", 600: "#2f57d9", 700: "#2745b0", 900: "#1b2d6b" },
    },
  },
  shortcuts: {
    "focus-ring": "outline-none focus-visible:(ring-2 ring-brand-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-950)",
    "btn-primary":
      "focus-ring inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:(cursor-not-allowed opacity-60)",
    // The error box of a form (role="alert"), the same on every screen.
    "form-alert": "mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-900/40 dark:text-red-100",
    "container-page": "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8",
  },
});
