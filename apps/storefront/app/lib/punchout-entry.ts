/**
 * OCI's entry parameters as a procurement system sends them, by GET or POST: their names are
 * configured in SAP SRM and are read without regard to case.
 */
export function ociEntryOf(params: URLSearchParams) {
  const value = (name: string) => {
    for (const [key, entry] of params) if (key.toLowerCase() === name) return entry;
    return undefined;
  };
  const username = value('username');
  const password = value('password');
  const hookUrl = value('hook_url');
  if (!username || !password || !hookUrl) return null;
  return { username, password, hookUrl, returnTarget: value('returntarget') ?? value('~target') };
}
