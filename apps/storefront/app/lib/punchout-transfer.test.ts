import { describe, expect, it } from 'vitest';
import { transferFormAction, transferPage } from './punchout-transfer';

const transfer = {
  action: 'https://srm.bouw.example/sap/bc/srm',
  target: '_top',
  fields: [
    ['~OkCode', 'ADDI'],
    ['NEW_ITEM-DESCRIPTION[1]', 'Schroef "inox" <6 mm> & moer'],
  ] as [string, string][],
  charset: 'iso-8859-1' as const,
};

describe('the punch-out transfer page', () => {
  it('posts every field, escaped, to the return address in its target frame and character set, by script and by button', () => {
    const html = transferPage(transfer, { lang: 'nl', title: 'Bezig…', button: 'Versturen', nonce: 'n0nce' });
    expect(html).toContain(
      '<form id="punchout-transfer" method="post" action="https://srm.bouw.example/sap/bc/srm" target="_top" accept-charset="iso-8859-1">',
    );
    expect(html).toContain('<input type="hidden" name="~OkCode" value="ADDI">');
    expect(html).toContain('value="Schroef &#34;inox&#34; &#60;6 mm&#62; &#38; moer"');
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).toContain('<button type="submit">Versturen</button>');
  });

  it('lets the form go to the procurement system’s origin only', () => {
    expect(transferFormAction(transfer.action)).toBe('form-action https://srm.bouw.example');
  });
});
