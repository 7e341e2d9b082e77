import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { z } from "zod";
import { NonceProvider } from "./lib/nonce.tsx";

// zod probes `new Function` to speed up parsing; the page CSP forbids eval, so do not ask.
z.config({ jitless: true });

// The server render's CSP nonce, read back from an element it rendered, so hydration produces the
// same attributes (the `nonce` property survives even where browsers hide the attribute).
const nonce = (document.getElementById("theme-script") as HTMLScriptElement | null)?.nonce ?? "";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  );
});
