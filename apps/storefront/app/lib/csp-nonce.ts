import { createContext, useContext } from 'react';

/**
 * The request's Content-Security-Policy nonce while the server renders a page (entry.server.tsx), for
 * the page's inline scripts. In the browser there is none: those scripts are in the page already.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
