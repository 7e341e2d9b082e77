import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current render: set per request in entry.server.tsx, and read back from
 * the server's HTML in entry.client.tsx so hydration renders identical attributes.
 */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
