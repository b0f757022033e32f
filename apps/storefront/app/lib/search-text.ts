/**
 * Text typed into a search or filter field (taken from the address or a form) as the Store API gets
 * it: without control characters (nobody types them, and the Store API refuses them), trimmed, and at
 * most `maxLength` characters long. Anything that is not text counts as empty.
 */
export function searchText(value: FormDataEntryValue | null | undefined, maxLength: number): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, maxLength);
}
