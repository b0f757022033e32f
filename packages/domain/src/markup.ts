const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/**
 * Text safe in XML element content and attribute values. Characters XML 1.0 cannot carry at all
 * (control characters, unpaired surrogates) are dropped; tabs and line breaks become references so
 * that attribute values keep them.
 */
export function escapeXml(value: string): string {
  return value
    .replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/[&<>"'\t\n\r]/g, (character) => xmlEscapes[character]!);
}

/** Text safe in HTML content and quoted attribute values: the five special characters as numeric references. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
