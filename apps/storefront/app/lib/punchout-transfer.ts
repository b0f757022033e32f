import type { PunchoutTransfer } from '@tradeshop/api-client';
import { errorCodes, escapeHtml } from '@tradeshop/domain';
import type { MessageKey, Translate } from './i18n';

/**
 * The page that takes the cart back to the procurement system: a form of hidden fields posted to
 * its return address at once by a script of the page's nonce, or by its button without JavaScript,
 * in the character set the procurement system reads (the browser encodes the fields in it).
 */
export function transferPage(
  transfer: PunchoutTransfer['data'],
  page: { lang: string; title: string; button: string; nonce: string | null },
): string {
  const target = transfer.target ? ` target="${escapeHtml(transfer.target)}"` : '';
  const fields = transfer.fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const nonce = page.nonce ? ` nonce="${escapeHtml(page.nonce)}"` : '';
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head>
<body>
<form id="punchout-transfer" method="post" action="${escapeHtml(transfer.action)}"${target} accept-charset="${escapeHtml(transfer.charset)}">
${fields}
<p>${escapeHtml(page.title)}</p>
<button type="submit">${escapeHtml(page.button)}</button>
</form>
<script${nonce}>document.getElementById('punchout-transfer').submit();</script>
</body>
</html>
`;
}

/** The form may go only to the procurement system's origin: the page's own form-action. */
export const transferFormAction = (action: string) => `form-action ${new URL(action).origin}`;

const transferRefusals: Record<string, MessageKey> = {
  [errorCodes.punchoutItemNotTransferable]: 'punchout.error.itemNotTransferable',
  [errorCodes.punchoutEmptyCart]: 'checkout.error.cartEmpty',
  [errorCodes.punchoutNoSession]: 'punchout.error.noSession',
};

/** The checkout address that says why a transfer was refused: `?transferRefused=<code>&article=<number>`. */
export function transferRefusedSearch(code: string, article: unknown): string {
  const search = new URLSearchParams({ transferRefused: code });
  if (typeof article === 'string') search.set('article', article);
  return `?${search}`;
}

/** Why the last transfer was refused, from the checkout's address; null when it was not. */
export function transferRefusalOf(search: URLSearchParams, t: Translate): string | null {
  const code = search.get('transferRefused');
  if (code === null) return null;
  return t(transferRefusals[code] ?? 'punchout.error.transferFailed', {
    article: search.get('article') ?? '',
  });
}
