import type { PunchoutTransfer } from '@tradeshop/api-client';

const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page that takes the cart back to the procurement system: a form of hidden fields posted to
 * its return address at once by a script of the page's nonce, or by its button without JavaScript.
 */
export function transferPage(
  transfer: PunchoutTransfer['data'],
  page: { lang: string; title: string; button: string; nonce: string | null },
): string {
  const target = transfer.target ? ` target="${escaped(transfer.target)}"` : '';
  const fields = transfer.fields
    .map(([name, value]) => `<input type="hidden" name="${escaped(name)}" value="${escaped(value)}">`)
    .join('\n');
  const nonce = page.nonce ? ` nonce="${escaped(page.nonce)}"` : '';
  return `<!doctype html>
<html lang="${escaped(page.lang)}">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escaped(page.title)}</title></head>
<body>
<form id="punchout-transfer" method="post" action="${escaped(transfer.action)}"${target} accept-charset="utf-8">
${fields}
<p>${escaped(page.title)}</p>
<button type="submit">${escaped(page.button)}</button>
</form>
<script${nonce}>document.getElementById('punchout-transfer').submit();</script>
</body>
</html>
`;
}

/** The form may go only to the procurement system's origin: the page's own form-action. */
export const transferFormAction = (action: string) => `form-action ${new URL(action).origin}`;
