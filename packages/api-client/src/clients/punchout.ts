import {
  type CxmlSetupRequest,
  cart,
  contextTokenResponse,
  cxmlSetupResponse,
  cxmlStartResponse,
  type OciBackgroundRequest,
  type OciLoginRequest,
  type OciOneTimeIdRequest,
  type OciOneTimeLoginRequest,
  ociOneTimeIdResponse,
  type PunchoutAccountInput,
  punchoutAccountResponse,
  punchoutSessionResponse,
  punchoutTransferResponse,
} from '../contracts/index.ts';
import type { Transport } from '../transport.ts';

/** Punch-out: a procurement system's users shopping through OCI or cXML and the cart going back to it. */
export function punchoutCalls({ call, send }: Transport) {
  return {
    /** OCI entry: logs the punch-out user in for the procurement system's HOOK_URL. */
    ociLogin: (body: OciLoginRequest) => call(contextTokenResponse, 'POST', '/AgiqonOciEntry/login', body),
    /** OCI entry by a one-time id the procurement system fetched with `ociOneTimeId`. */
    ociOneTimeLogin: (id: string, body: OciOneTimeLoginRequest) =>
      call(contextTokenResponse, 'POST', `/AgiqonOciEntry/otp/${encodeURIComponent(id)}`, body),
    /** Server to server: a one-time id for the OCI entry, for the OCI username and password. */
    ociOneTimeId: (body: OciOneTimeIdRequest) =>
      call(ociOneTimeIdResponse, 'POST', '/dexis/punchout/oci/one-time-id', body),
    /** OCI's FUNCTION=VALIDATE or BACKGROUND_SEARCH: the items as a transfer, and the session ends. */
    ociBackground: (body: OciBackgroundRequest) =>
      call(punchoutTransferResponse, 'POST', '/dexis/punchout/oci/background', body),
    ociLogout: () => call(contextTokenResponse, 'POST', '/AgiqonOciEntry/logout'),
    /** The shop's cXML endpoint: a setup request in, the cXML answer and its status out. */
    cxmlSetup: (body: CxmlSetupRequest) => call(cxmlSetupResponse, 'POST', '/DexisCxmlEntry/setup', body),
    cxmlStart: (customerId: string, secret: string) =>
      call(
        cxmlStartResponse,
        'POST',
        `/DexisCxmlEntry/auth/${encodeURIComponent(customerId)}/${encodeURIComponent(secret)}`,
      ),
    cxmlInspect: () => call(cart, 'POST', '/DexisCxmlEntry/inspect'),
    punchoutSession: () => call(punchoutSessionResponse, 'GET', '/dexis/punchout/session'),
    /** The cart back to the procurement system: the form to post, and the fresh token of the ended session. */
    transferPunchoutCart: () => call(punchoutTransferResponse, 'POST', '/dexis/punchout/transfer'),
    /** How a user of the company connects through its procurement system (without secrets), or null. */
    punchoutAccount: (customerId: string) =>
      call(punchoutAccountResponse, 'GET', `/dexis/punchout/account/${encodeURIComponent(customerId)}`),
    setPunchoutAccount: async (customerId: string, body: PunchoutAccountInput) => {
      await send('PUT', `/dexis/punchout/account/${encodeURIComponent(customerId)}`, body);
    },
    removePunchoutAccount: async (customerId: string) => {
      await send('DELETE', `/dexis/punchout/account/${encodeURIComponent(customerId)}`);
    },
  };
}
