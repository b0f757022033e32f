/**
 * A small allow-list sanitizer for the HTML text of notifications: simple formatting and links are
 * kept, every other tag is dropped (script and style with their content), every attribute except a
 * link's safe href is dropped, and text is escaped. Works the same on the server and in the browser.
 */
const allowedTags = new Set([
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'br',
  'p',
  'ul',
  'ol',
  'li',
  'span',
  'code',
]);
const voidTags = new Set(['br']);
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
]);

function escapeText(text: string): string {
  // Character references already in the text stay as they are.
  return text
    .replace(/&(?!(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

/** Links to the web, mail, phone or the shop itself; no `javascript:` or `data:` in any disguise. */
function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (/^(https?:|mailto:|tel:)/.test(compact)) return value;
  if (/^[a-z][a-z0-9+.-]*:/.test(compact)) return null;
  if (compact.startsWith('//')) return null;
  return value;
}

function hrefOf(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!match) return null;
  return safeHref(match[1] ?? match[2] ?? match[3] ?? '');
}

export function sanitizeHtml(html: string): string {
  let output = '';
  let dropUntil: string | null = null;
  const open: string[] = [];
  const tokens = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').split(/(<\/?[a-zA-Z][^<>]*>)/);
  for (const token of tokens) {
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>$/.exec(token);
    if (!tag) {
      if (!dropUntil) output += escapeText(token);
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (dropUntil) {
      if (closing && name === dropUntil) dropUntil = null;
      continue;
    }
    if (droppedWithContent.has(name)) {
      if (!closing && !/\/\s*$/.test(tag[3] ?? '')) dropUntil = name;
      continue;
    }
    if (!allowedTags.has(name)) continue;
    if (voidTags.has(name)) {
      if (!closing) output += `<${name}>`;
      continue;
    }
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      for (const inner of open.splice(index).reverse()) output += `</${inner}>`;
      continue;
    }
    open.push(name);
    if (name === 'a') {
      const href = hrefOf(tag[3] ?? '');
      output += href ? `<a href="${escapeText(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
    } else {
      output += `<${name}>`;
    }
  }
  for (const inner of open.reverse()) output += `</${inner}>`;
  return output;
}
