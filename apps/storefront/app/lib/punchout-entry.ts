/** How the procurement system's OCI entry logs the user in: by username and password, or by a one-time id. */
export type OciCredentials =
  | { kind: 'password'; username: string; password: string }
  | { kind: 'one-time-id'; id: string };

export interface OciEntry {
  credentials: OciCredentials;
  hookUrl: string;
  returnTarget: string | undefined;
  /** `http_content_charset`: the character set the procurement system reads the cart in. */
  charset: string | undefined;
}

/**
 * OCI's entry parameters as a procurement system sends them, by GET or POST: their names are
 * configured in SAP SRM and are read without regard to case. OTP carries a one-time id fetched
 * from `{p}/oci/one-time-id`, in place of USERNAME and PASSWORD.
 */
export function ociEntryOf(params: URLSearchParams): OciEntry | null {
  const value = (name: string) => {
    for (const [key, entry] of params) if (key.toLowerCase() === name) return entry;
    return undefined;
  };
  const hookUrl = value('hook_url');
  const oneTimeId = value('otp');
  const username = value('username');
  const password = value('password');
  const credentials: OciCredentials | null = oneTimeId
    ? { kind: 'one-time-id', id: oneTimeId }
    : username && password
      ? { kind: 'password', username, password }
      : null;
  if (!credentials || !hookUrl) return null;
  return {
    credentials,
    hookUrl,
    returnTarget: value('returntarget') ?? value('~target'),
    charset: value('http_content_charset'),
  };
}
