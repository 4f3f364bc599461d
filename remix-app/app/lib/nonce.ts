import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** entry.server provides this response's CSP nonce (the load context's `csp.nonce`). */
export const NonceProvider = NonceContext.Provider;

/** The nonce inline scripts carry: the server's; undefined in the browser, which hides nonces from the page anyway. */
export const useNonce = (): string | undefined => useContext(NonceContext);
