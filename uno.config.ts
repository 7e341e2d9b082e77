import { defineConfig, presetWind3, transformerVariantGroup } from "unocss";
import { FIVE_STARS_MASK } from "./app/components/catalog/star-shape.ts";
import { categoryPaletteClasses } from "./db/category-palette.ts";

/**
 * Cards after the eighth are drawn when they come near the screen: their link is
 * `content-visibility: auto`, so the browser skips their style, layout and paint while they are out
 * of view (a 24-card listing is about a third less rendering work on load, docs/performance.md) and
 * then remembers each card's real height. The first eight (the first screen of a phone, a tablet
 * and most of a laptop's) are always drawn, so nothing on the first screen waits for that check.
 * Until then a card holds the height of its content (its link's content box: the card less its
 * padding, 2 × 16 px, and border, 2 × 1 px): 186 px cards in the phone's one column; 206 px in
 * most widths of two, three and four columns, where a card is narrow enough for its facts to wrap.
 * On the link, not the `li`: paint containment clips an element's content, not its own shadow and
 * focus ring. tests/e2e/mobile.spec.ts.
 */
const APP_CARD_CONTENT_PX = { phone: 152, columns: 172 };

/**
 * The parts of an app card (app/components/catalog/app-card.tsx), styled from the card's one class
 * (`<li class="app-card">`) by their place in it, so none of the 24 cards of a listing repeats a
 * class per part: selector under `.app-card` → utilities. The markup they expect:
 *
 *   li.app-card > a            (the link: the whole card but the heart)
 *                   > img        (icon)
 *                   > h2 | h3    (name)
 *                   > p          (1: developer, 2: category, 3: description)
 *                   > div        (the facts: rating, opens, size, price last)
 *               > button       (the heart, `fav-heart`)
 *
 * The link is a grid: the icon beside name, developer and category (the third column keeps them
 * clear of the heart), then the description and the facts across; the description's row takes the
 * card's spare height, so the facts line up at the bottom of a row of cards.
 */
export const APP_CARD_PARTS: ReadonlyArray<readonly [selector: string, utilities: string]> = [
  ["", "relative h-full transition hover:-translate-y-0.5"],
  [
    ">a",
    "outline-none grid h-full grid-cols-[3.5rem_minmax(0,1fr)_1.5rem] grid-rows-[auto_auto_auto_1fr_auto] gap-x-3 " +
      "rounded-xl border border-slate-200 bg-white p-4 transition dark:(border-slate-800 bg-slate-900)",
  ],
  [
    ":nth-child(n+9)>a",
    `[content-visibility:auto] [contain-intrinsic-size:auto_${APP_CARD_CONTENT_PX.phone}px] ` +
      `sm:[contain-intrinsic-size:auto_${APP_CARD_CONTENT_PX.columns}px]`,
  ],
  [">a:hover", "border-slate-300 shadow-md dark:border-slate-700"],
  [">a:focus-visible", "ring-2 ring-brand-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-950"],
  [">a>img", "row-span-3 self-start h-14 w-14 rounded-xl bg-slate-100 object-contain dark:bg-slate-800"],
  [">a>:is(h2,h3)", "col-start-2 line-clamp-3 font-semibold text-slate-900 dark:text-white"],
  [">a:hover>:is(h2,h3)", "text-brand-600 dark:text-brand-100"],
  [">a>p:nth-of-type(1)", "col-start-2 truncate text-sm text-muted"],
  [
    ">a>p:nth-of-type(2)",
    "col-start-2 justify-self-start mt-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:(bg-slate-800 text-slate-300)",
  ],
  [">a>p:nth-of-type(3)", "col-span-full self-start line-clamp-2 mt-3 text-sm text-muted"],
  [">a>div", "col-span-full mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted"],
  [">a>div>:last-child", "ml-auto font-semibold text-emerald-700 dark:text-emerald-400"],
];

/** `app-card`: APP_CARD_PARTS as one shortcut (`[&>a>img]:(…)` and so on). */
function appCardShortcut(): string {
  return APP_CARD_PARTS.map(([selector, utilities]) => (selector ? `[&${selector}]:(${utilities})` : utilities)).join(" ");
}

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
      // Every language's text stays in its box (docs/decisions/0038-six-locales.md): a word longer
      // than its line (a German compound, an address) breaks rather than overflowing; Chinese and
      // Japanese follow their strict line-breaking rules, and Japanese breaks between phrases
      // rather than anywhere inside one where the browser can (word-break: auto-phrase).
      // A rating's stars (app/components/catalog/rating-stars.tsx): gold up to --rating, grey
      // after, cut to the shape of five stars. Colours: amber-500 / slate-300, dark amber-400 / slate-600.
      // A search's words in its result cards (app/components/catalog/highlighted.tsx, the CSS Custom
      // Highlight API): amber-100, dark amber-400 at 25 %, as `search-mark` below.
      // The admin area (app/routes/admin/layout.tsx, `admin-console`) is a console: the public
      // footer does not sit under it.
      getCSS: () => `
.stars, .stars-score::before { display: inline-block; flex-shrink: 0; vertical-align: middle;
  background: linear-gradient(90deg, #f59e0b var(--rating, 0%), #cbd5e1 var(--rating, 0%));
  -webkit-mask: ${FIVE_STARS_MASK} 0 0 / 100% 100% no-repeat; mask: ${FIVE_STARS_MASK} 0 0 / 100% 100% no-repeat; }
.dark .stars, .dark .stars-score::before { background: linear-gradient(90deg, #fbbf24 var(--rating, 0%), #475569 var(--rating, 0%)); }
@media (forced-colors: active) { .stars, .stars-score::before { forced-color-adjust: none; } }
body { overflow-wrap: break-word; }
body:has(.admin-console) > footer { display: none; }
:lang(zh), :lang(ja) { line-break: strict; }
:lang(ja) { word-break: auto-phrase; }
::highlight(search) { background-color: #fef3c7; color: inherit; }
.dark ::highlight(search) { background-color: rgb(251 191 36 / 0.25); }
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
    // A warning box above what it is about (a duplicate app, a listing not public yet).
    "form-notice":
      "rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 dark:(border-amber-800 bg-amber-900/30 text-amber-100)",
    "container-page": "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8",
    // A link in running text or beside a list: the brand colour, underlined on hover.
    "text-link": "focus-ring rounded font-medium text-brand-700 hover:underline dark:text-brand-100",
    // A small rounded label beside a name ("This device", "Current", "2 unread"), in one of four
    // tones: the brand's, done, needs attention, and solid for what is new.
    pill: "rounded-full px-2 py-0.5 text-xs font-semibold",
    "pill-brand": "pill bg-brand-50 text-brand-700 dark:(bg-brand-900/40 text-brand-100)",
    "pill-success": "pill bg-emerald-100 text-emerald-800 dark:(bg-emerald-900/50 text-emerald-100)",
    "pill-warning": "pill bg-amber-100 text-amber-900 dark:(bg-amber-900/40 text-amber-100)",
    "pill-solid": "pill bg-brand-600 text-white dark:bg-brand-500",
    // Secondary text, the most repeated pair of classes.
    "text-muted": "text-slate-600 dark:text-slate-400",
    // An app card (app/components/catalog/app-card.tsx): a listing repeats it 24 times, so the card
    // carries one class and its parts none (APP_CARD_PARTS above), which keeps /store's HTML small
    // (docs/performance.md, "Page weight").
    "app-card": appCardShortcut(),
    // Trending's chart (app/components/catalog/ranked-grid.tsx): each card's rank on its top left
    // corner, the ordered list's own number (`start` carries it across pages).
    "ranked-grid":
      "[&>li]:before:(absolute -left-2 -top-2 z-1 flex h-7 min-w-7 items-center justify-center rounded-full bg-brand-600 px-1.5 text-sm font-bold text-white shadow content-[counter(list-item)])",
    // A rating's row of stars (the .stars preflight below): one star's height, five wide.
    "stars-xs": "h-3.5 w-[4.375rem]",
    "stars-sm": "h-4 w-20",
    "stars-md": "h-5 w-[6.25rem]",
    // A card's rating (rating-stars.tsx, CardRating): the stars drawn before the figure.
    "stars-score":
      "inline-flex items-center gap-1 font-medium text-slate-800 dark:text-slate-200 before:(h-3.5 w-[4.375rem] content-empty)",
    // Pagination (app/components/catalog/pagination.tsx): an item, idle, disabled, current.
    "page-item": "focus-ring inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium",
    "page-idle": "border-slate-200 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800",
    "page-off": "cursor-not-allowed border-slate-100 text-slate-400 dark:border-slate-800 dark:text-slate-600",
    "page-on": "border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500",
    // The words a search matched (app/components/catalog/highlighted.tsx): suggestions, result cards.
    "search-mark": "rounded-sm bg-amber-100 px-px text-inherit dark:(bg-amber-400/25 text-inherit)",
    // The header's search box and its button (app/components/catalog/header-search.tsx), on every
    // page: shortcuts keep their classes out of the first visit's JavaScript.
    "header-search-box":
      "focus-ring block w-full rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-10 text-base text-slate-900 placeholder-slate-500 sm:text-sm dark:(border-slate-700 bg-slate-900 text-white placeholder-slate-400)",
    "header-search-submit":
      "focus-ring absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-600 dark:(text-slate-400 hover:text-brand-100)",
    // The header's row (app/components/site-header.tsx): one flex row 4 rem high from lg. Below, a
    // grid: the logo (cut rather than wrapping), the controls and the menu button on the first row,
    // the search box on a second row of its own, the whole width (header-search-place), so a phone
    // can search without opening the menu.
    "header-row":
      "container-page grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-2 gap-y-3 py-3 sm:gap-x-4 lg:(flex h-16 py-0)",
    "header-search-place": "order-last col-span-full min-w-0 lg:(order-none max-w-xs flex-1)",
    // The header's logo and name (app/components/site-header.tsx): one line at any width and in
    // every language; a long site name is cut with an ellipsis rather than pushing the controls.
    "brand-link": "focus-ring flex min-w-0 items-center gap-2 rounded-md",
    "brand-name": "truncate text-lg font-bold tracking-tight text-slate-900 dark:text-white",
    // The header's menu button below lg (app/components/site-header.tsx).
    "header-menu-button": "focus-ring rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:(text-slate-200 hover:bg-slate-800)",
    // The header's main navigation (app/components/site-header.tsx), on every page.
    "nav-link": "focus-ring rounded-md px-3 py-2 text-sm font-medium transition-colors",
    "nav-link-on": "bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100",
    "nav-link-off": "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
    // The listing pages' search box, selects and labels (app/components/catalog/listing-controls.tsx).
    "listing-field":
      "focus-ring block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white sm:text-sm",
    "listing-label": "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300",
    // The footer's links (app/components/site-footer.tsx).
    "footer-link": "focus-ring rounded text-sm text-slate-600 hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-100",
    // The favourite heart on a card's corner (app/components/favorites/favorite-button.tsx): one
    // class for both states, the pressed one read from aria-pressed, the heart's fill with it.
    "fav-heart":
      "focus-ring absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full border transition " +
      "border-slate-200 bg-white/90 text-slate-500 hover:(border-rose-200 text-rose-600) " +
      "dark:(border-slate-700 bg-slate-900/90 text-slate-400 hover:border-rose-900 hover:text-rose-400) " +
      "aria-pressed:(border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100 dark:(border-rose-900 bg-rose-950/60 text-rose-400 hover:bg-rose-950)) " +
      "[&>svg]:(h-5 w-5 fill-none) [&[aria-pressed=true]>svg]:fill-current",
  },
});
