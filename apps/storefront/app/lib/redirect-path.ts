/** A redirect target from a query or form field, kept only when it is a path on this site. */
export function safeRedirectPath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
