import { createContext, useContext } from "react";

/**
 * The render's Content-Security-Policy nonce (docs/decisions/012-security-headers.md), given by
 * entry.server.tsx to the root's <Links>, <Scripts> and <ScrollRestoration>. Undefined in the
 * browser, where hydration adds no inline script, and under Vite's dev server, whose policy allows
 * inline scripts: there the server's HTML and the browser's render then agree, with no nonce.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
