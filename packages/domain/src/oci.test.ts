import { describe, expect, it } from 'vitest';
import {
  type OciCartLine,
  OciItemError,
  type OciItemOptions,
  ociCharset,
  ociCutText,
  ociFunction,
  ociItemFields,
  ociPrice,
  ociQuantity,
  ociReturnTarget,
  returnUrlOnAllowedHost,
} from './oci.ts';

const allowed = ['srm.example.com', '*.buyer.be', 'erp.example.org:8443', '[2001:db8::1]'];

describe('ociCharset', () => {
  it('posts the transfer in the character set the entry names, under its usual names', () => {
    expect(ociCharset('ISO-8859-1')).toBe('iso-8859-1');
    expect(ociCharset('latin1')).toBe('iso-8859-1');
    expect(ociCharset('windows-1252')).toBe('windows-1252');
    expect(ociCharset(' UTF-8 ')).toBe('utf-8');
  });

  it('falls back to UTF-8 without one or for one it does not know', () => {
    expect(ociCharset(undefined)).toBe('utf-8');
    expect(ociCharset('ebcdic')).toBe('utf-8');
  });
});

describe('ociReturnTarget', () => {
  it('accepts an allowed host and keeps the bare URL as the action', () => {
    expect(ociReturnTarget('https://srm.example.com/sap/bc/bsp/sap/bbp_oci/hook.htm', allowed)).toEqual({
      ok: true,
      action: 'https://srm.example.com/sap/bc/bsp/sap/bbp_oci/hook.htm',
      hiddenFields: [],
      target: null,
    });
  });

  it('turns the query parameters into hidden fields in their order, repeated names kept', () => {
    const result = ociReturnTarget(
      'https://srm.example.com/sap/its/bbpsc02?~OkCode=ADDI&~TARGET=_top&~CALLER=CTLG&sap-client=100&x=1&x=2&note=a+b%26c#frag',
      allowed,
    );
    expect(result).toEqual({
      ok: true,
      action: 'https://srm.example.com/sap/its/bbpsc02',
      hiddenFields: [
        ['~OkCode', 'ADDI'],
        ['~TARGET', '_top'],
        ['~CALLER', 'CTLG'],
        ['sap-client', '100'],
        ['x', '1'],
        ['x', '2'],
        ['note', 'a b&c'],
      ],
      target: '_top',
    });
  });

  it('takes the target from the inbound returntarget before the HOOK_URL, only the four keywords', () => {
    const hook = 'https://srm.example.com/hook?~TARGET=_top';
    expect(ociReturnTarget(hook, allowed, '_parent')).toMatchObject({ target: '_parent' });
    expect(ociReturnTarget(hook, allowed, 'someFrame')).toMatchObject({ target: '_top' });
    expect(ociReturnTarget('https://srm.example.com/hook?returntarget=_BLANK', allowed)).toMatchObject({
      target: '_blank',
    });
    expect(ociReturnTarget('https://srm.example.com/hook?~target=javascript:x', allowed)).toMatchObject({
      target: null,
    });
  });

  it('refuses SAPEVENT and every scheme but http and https', () => {
    for (const hook of [
      'SAPEVENT:POST',
      'sapevent:POST?x=1',
      'javascript:alert(1)',
      'ftp://srm.example.com/',
    ]) {
      expect(ociReturnTarget(hook, allowed)).toEqual({ ok: false, reason: 'unsupported-scheme' });
    }
    expect(ociReturnTarget('java\tscript:alert(1)', allowed)).toEqual({
      ok: false,
      reason: 'unsupported-scheme',
    });
  });

  it('refuses what is no absolute URL', () => {
    for (const hook of ['', '/sap/hook', '//srm.example.com/hook', 'https://', 'https://[::1']) {
      expect(ociReturnTarget(hook, allowed)).toEqual({ ok: false, reason: 'invalid-url' });
    }
  });

  it('refuses a host that only starts or ends like an allowed one', () => {
    for (const hook of [
      'https://shop.example.com.evil.com/hook',
      'https://srm.example.com.evil.com/hook',
      'https://evilsrm.example.com/hook',
      'https://example.com/hook',
      'https://evilbuyer.be/hook',
      'https://buyer.be/hook',
      'https://buyer.be.evil.com/hook',
    ]) {
      expect(ociReturnTarget(hook, allowed)).toEqual({ ok: false, reason: 'host-not-allowed' });
    }
  });

  it('lets a wildcard allow subdomains at any depth', () => {
    expect(ociReturnTarget('https://srm.buyer.be/hook', allowed)).toMatchObject({ ok: true });
    expect(ociReturnTarget('https://a.b.buyer.be/hook', allowed)).toMatchObject({ ok: true });
  });

  it('compares host names as the browser will: case, trailing dot, punycode', () => {
    expect(ociReturnTarget('https://SRM.Example.COM/hook', allowed)).toMatchObject({
      ok: true,
      action: 'https://srm.example.com/hook',
    });
    expect(ociReturnTarget('https://srm.example.com./hook', allowed)).toMatchObject({ ok: true });
    expect(ociReturnTarget('https://srm.bücher.de/hook', ['srm.xn--bcher-kva.de'])).toMatchObject({
      ok: true,
    });
  });

  it('sees through user info tricks', () => {
    expect(ociReturnTarget('https://srm.example.com@evil.com/hook', allowed)).toEqual({
      ok: false,
      reason: 'host-not-allowed',
    });
    expect(ociReturnTarget('https://srm.example.com:443@evil.com/hook', allowed)).toEqual({
      ok: false,
      reason: 'host-not-allowed',
    });
    expect(ociReturnTarget('https://evil.com\\@srm.example.com/hook', allowed)).toEqual({
      ok: false,
      reason: 'host-not-allowed',
    });
    expect(ociReturnTarget('https://user:secret@srm.example.com/hook', allowed)).toEqual({
      ok: false,
      reason: 'invalid-url',
    });
  });

  it('allows any port for a host without one, only the given port otherwise', () => {
    expect(ociReturnTarget('https://srm.example.com:44300/hook', allowed)).toMatchObject({
      ok: true,
      action: 'https://srm.example.com:44300/hook',
    });
    expect(ociReturnTarget('https://erp.example.org:8443/hook', allowed)).toMatchObject({ ok: true });
    expect(ociReturnTarget('https://erp.example.org/hook', allowed)).toEqual({
      ok: false,
      reason: 'host-not-allowed',
    });
    expect(ociReturnTarget('https://erp.example.org:9443/hook', allowed)).toEqual({
      ok: false,
      reason: 'host-not-allowed',
    });
    expect(ociReturnTarget('https://srm.example.com:443/hook', ['srm.example.com:443'])).toMatchObject({
      ok: true,
      action: 'https://srm.example.com/hook',
    });
  });

  it('matches IPv6 hosts exactly and never by wildcard', () => {
    expect(ociReturnTarget('http://[2001:db8::1]:8000/hook?a=1', allowed)).toEqual({
      ok: true,
      action: 'http://[2001:db8::1]:8000/hook',
      hiddenFields: [['a', '1']],
      target: null,
    });
    expect(ociReturnTarget('http://[2001:0db8:0:0::1]/hook', ['2001:db8::1'])).toMatchObject({ ok: true });
    expect(ociReturnTarget('http://[2001:db8::2]/hook', allowed)).toEqual({
      ok: false,
      reason: 'host-not-allowed',
    });
    expect(ociReturnTarget('http://10.0.0.1/hook', ['*.0.0.1'])).toEqual({
      ok: false,
      reason: 'host-not-allowed',
    });
  });

  it('ignores allowed entries that are no host', () => {
    for (const entry of ['*.com', 'https://srm.example.com/', 'user@srm.example.com', '', '*']) {
      expect(ociReturnTarget('https://srm.example.com/hook', [entry])).toEqual({
        ok: false,
        reason: 'host-not-allowed',
      });
    }
  });
});

const line = (overrides: Partial<OciCartLine> = {}): OciCartLine => ({
  description: 'Combinatietang 180 mm',
  longText: null,
  quantityHundredths: 200,
  unit: 'PCE',
  netUnitPrice: 125_000,
  currency: 'EUR',
  leadTimeDays: null,
  articleNumber: 'TS-100001',
  customerArticleNumber: null,
  manufacturer: null,
  manufacturerNumber: null,
  unspscCode: null,
  etimClass: null,
  categoryKey: null,
  offer: null,
  ...overrides,
});

const options: OciItemOptions = { matnr: 'none', units: 'iso', matgroup: 'none', sendPrices: true };

const fieldsOf = (lines: OciCartLine[], overrides: Partial<OciItemOptions> = {}) =>
  Object.fromEntries(ociItemFields(lines, { ...options, ...overrides }));

describe('ociItemFields', () => {
  it('writes the fields of a line in a fixed order', () => {
    expect(ociItemFields([line()], options)).toEqual([
      ['NEW_ITEM-DESCRIPTION[1]', 'Combinatietang 180 mm'],
      ['NEW_ITEM-QUANTITY[1]', '2'],
      ['NEW_ITEM-UNIT[1]', 'PCE'],
      ['NEW_ITEM-PRICE[1]', '12.50'],
      ['NEW_ITEM-CURRENCY[1]', 'EUR'],
      ['NEW_ITEM-PRICEUNIT[1]', '1'],
      ['NEW_ITEM-VENDORMAT[1]', 'TS-100001'],
      ['NEW_ITEM-EXT_PRODUCT_ID[1]', 'TS-100001'],
    ]);
  });

  it('numbers the lines from 1 without gaps, in the order given', () => {
    const fields = ociItemFields(
      [line({ articleNumber: 'TS-1' }), line({ articleNumber: 'TS-2' }), line({ articleNumber: 'TS-3' })],
      options,
    );
    expect(fields.filter(([name]) => name.startsWith('NEW_ITEM-EXT_PRODUCT_ID'))).toEqual([
      ['NEW_ITEM-EXT_PRODUCT_ID[1]', 'TS-1'],
      ['NEW_ITEM-EXT_PRODUCT_ID[2]', 'TS-2'],
      ['NEW_ITEM-EXT_PRODUCT_ID[3]', 'TS-3'],
    ]);
    const indices = new Set(fields.map(([name]) => /\[(\d+)\]$/.exec(name)?.[1]));
    expect([...indices]).toEqual(['1', '2', '3']);
    expect(ociItemFields([], options)).toEqual([]);
  });

  it('cuts the description to 40 characters on a character boundary', () => {
    const long = 'Schroevendraaier sleufkop 5,5 x 125 mm met tweecomponentengreep';
    expect(fieldsOf([line({ description: long })])['NEW_ITEM-DESCRIPTION[1]']).toBe(
      'Schroevendraaier sleufkop 5,5 x 125 mm m',
    );
    const accents = `${'e'.repeat(39)}e\u0301tagère`;
    expect(fieldsOf([line({ description: accents })])['NEW_ITEM-DESCRIPTION[1]']).toBe('e'.repeat(39));
    expect(ociCutText(`${'a'.repeat(39)}😀b`, 40)).toBe('a'.repeat(39));
    expect(ociCutText('  Étagère\r\nmétal\tgris  ', 40)).toBe('Étagère métal gris');
    expect(ociCutText('abcde fghij', 6)).toBe('abcde');
  });

  it('formats quantities with a decimal point, no thousands separators, up to 11 digits', () => {
    expect(ociQuantity(123_450)).toBe('1234.5');
    expect(ociQuantity(100)).toBe('1');
    expect(ociQuantity(1)).toBe('0.01');
    expect(ociQuantity(123_456_789_00)).toBe('123456789');
    expect(ociQuantity(99_999_999_999_99)).toBe('99999999999.99');
    expect(ociQuantity(1_000_000_000_000_00)).toBeNull();
    expect(ociQuantity(0)).toBeNull();
    expect(ociQuantity(1.5)).toBeNull();
    expect(fieldsOf([line({ quantityHundredths: 123_450 })])['NEW_ITEM-QUANTITY[1]']).toBe('1234.5');
  });

  it('formats prices with at least 2 and at most 3 decimals, a fourth one going per 10 units', () => {
    expect(ociPrice(12_345_000)).toEqual({ price: '1234.50', priceUnit: '1' });
    expect(ociPrice(12_345_670)).toEqual({ price: '1234.567', priceUnit: '1' });
    expect(ociPrice(0)).toEqual({ price: '0.00', priceUnit: '1' });
    expect(ociPrice(125)).toEqual({ price: '0.125', priceUnit: '10' });
    expect(ociPrice(12_345)).toEqual({ price: '12.345', priceUnit: '10' });
    expect(ociPrice(-10_000)).toBeNull();
    expect(ociPrice(12.5)).toBeNull();
    expect(ociPrice(1_000_000_000_000_000)).toBeNull();
    const fields = fieldsOf([line({ netUnitPrice: 125 })]);
    expect(fields['NEW_ITEM-PRICE[1]']).toBe('0.125');
    expect(fields['NEW_ITEM-PRICEUNIT[1]']).toBe('10');
  });

  it('leaves PRICE, PRICEUNIT and CURRENCY out when prices are not sent', () => {
    const names = ociItemFields([line()], { ...options, sendPrices: false }).map(([name]) => name);
    expect(names).not.toContain('NEW_ITEM-PRICE[1]');
    expect(names).not.toContain('NEW_ITEM-PRICEUNIT[1]');
    expect(names).not.toContain('NEW_ITEM-CURRENCY[1]');
    expect(names).toContain('NEW_ITEM-QUANTITY[1]');
  });

  it('fills MATNR instead of DESCRIPTION only when asked for and the customer article is known', () => {
    const linked = line({ customerArticleNumber: 'MAT-4711' });
    const asked = fieldsOf([linked], { matnr: 'customer-article' });
    expect(asked['NEW_ITEM-MATNR[1]']).toBe('MAT-4711');
    expect(asked['NEW_ITEM-DESCRIPTION[1]']).toBeUndefined();
    expect(asked['NEW_ITEM-UNIT[1]']).toBe('PCE');

    const notAsked = fieldsOf([linked]);
    expect(notAsked['NEW_ITEM-MATNR[1]']).toBeUndefined();
    expect(notAsked['NEW_ITEM-DESCRIPTION[1]']).toBe('Combinatietang 180 mm');

    const unknown = fieldsOf([line({ customerArticleNumber: ' ' })], { matnr: 'customer-article' });
    expect(unknown['NEW_ITEM-MATNR[1]']).toBeUndefined();
    expect(unknown['NEW_ITEM-DESCRIPTION[1]']).toBe('Combinatietang 180 mm');

    const tooLong = fieldsOf([line({ customerArticleNumber: 'X'.repeat(41) })], {
      matnr: 'customer-article',
    });
    expect(tooLong['NEW_ITEM-MATNR[1]']).toBeUndefined();
    expect(tooLong['NEW_ITEM-DESCRIPTION[1]']).toBe('Combinatietang 180 mm');
  });

  it('names the long text NEW_ITEM-LONGTEXT_n:132[] and sends it whole', () => {
    const text = 'Lange omschrijving. '.repeat(20).trim();
    const fields = ociItemFields([line(), line({ longText: text })], options);
    expect(fields).toContainEqual(['NEW_ITEM-LONGTEXT_2:132[]', text]);
    expect(fields.some(([name]) => name.startsWith('NEW_ITEM-LONGTEXT_1'))).toBe(false);
  });

  it('writes ISO unit codes, or SAP internal codes when asked', () => {
    const units = ['PCE', 'PAK', 'MTR', 'KGM', 'LTR', 'ROL', 'PR'];
    const iso = ociItemFields(
      units.map((unit) => line({ unit })),
      options,
    ).filter(([name]) => name.startsWith('NEW_ITEM-UNIT'));
    expect(iso.map(([, value]) => value)).toEqual(['PCE', 'PK', 'MTR', 'KGM', 'LTR', 'RO', 'PR']);
    const sap = ociItemFields(
      units.map((unit) => line({ unit })),
      { ...options, units: 'sap' },
    ).filter(([name]) => name.startsWith('NEW_ITEM-UNIT'));
    expect(sap.map(([, value]) => value)).toEqual(['ST', 'PAK', 'M', 'KG', 'L', 'ROL', 'PAA']);
    expect(
      fieldsOf([line({ unit: 'BX' })], { units: 'sap', unitOverrides: { BX: 'BOX' } })['NEW_ITEM-UNIT[1]'],
    ).toBe('BOX');
    expect(() => fieldsOf([line({ unit: 'BX' })], { units: 'sap' })).toThrow(/UNIT has no SAP code for BX/);
    expect(() => fieldsOf([line({ unit: 'piece' })])).toThrow(OciItemError);
  });

  it('fills the optional fields when the line has them', () => {
    const fields = fieldsOf(
      [
        line({
          leadTimeDays: 3,
          manufacturer: 'Knipex',
          manufacturerNumber: '03 01 180',
          unspscCode: '27112103',
          categoryKey: 'CT',
          offer: { number: 'OF-2024-0012', position: 20 },
          customFields: { 1: 'KST-4410', 5: 'Werf Gent' },
        }),
      ],
      { vendorNumber: '100045', manufacturerCodes: { Knipex: 'M-77' }, matgroup: 'unspsc' },
    );
    expect(fields).toMatchObject({
      'NEW_ITEM-LEADTIME[1]': '3',
      'NEW_ITEM-VENDOR[1]': '100045',
      'NEW_ITEM-VENDORMAT[1]': 'TS-100001',
      'NEW_ITEM-MANUFACTCODE[1]': 'M-77',
      'NEW_ITEM-MANUFACTMAT[1]': '03 01 180',
      'NEW_ITEM-MATGROUP[1]': '27112103',
      'NEW_ITEM-EXT_QUOTE_ID[1]': 'OF-2024-0012',
      'NEW_ITEM-EXT_QUOTE_ITEM[1]': '20',
      'NEW_ITEM-EXT_PRODUCT_ID[1]': 'TS-100001',
      'NEW_ITEM-CUST_FIELD1[1]': 'KST-4410',
      'NEW_ITEM-CUST_FIELD5[1]': 'Werf Gent',
    });
    expect(fields['NEW_ITEM-CUST_FIELD2[1]']).toBeUndefined();
  });

  it('takes MATGROUP from the UNSPSC code, the ETIM class, the category key or nothing', () => {
    const classified = line({ unspscCode: '27112103', etimClass: 'EC002127', categoryKey: 'CT' });
    expect(fieldsOf([classified], { matgroup: 'unspsc' })['NEW_ITEM-MATGROUP[1]']).toBe('27112103');
    expect(fieldsOf([classified], { matgroup: 'etim' })['NEW_ITEM-MATGROUP[1]']).toBe('EC002127');
    expect(fieldsOf([classified], { matgroup: 'category' })['NEW_ITEM-MATGROUP[1]']).toBe('CT');
    expect(fieldsOf([classified], { matgroup: 'none' })['NEW_ITEM-MATGROUP[1]']).toBeUndefined();
    expect(fieldsOf([line()], { matgroup: 'unspsc' })['NEW_ITEM-MATGROUP[1]']).toBeUndefined();
  });

  it('leaves MANUFACTCODE out without the buyer’s number for the manufacturer', () => {
    const fields = fieldsOf([line({ manufacturer: 'Knipex', manufacturerNumber: '03 01 180' })]);
    expect(fields['NEW_ITEM-MANUFACTCODE[1]']).toBeUndefined();
    expect(fields['NEW_ITEM-MANUFACTMAT[1]']).toBe('03 01 180');
  });

  it('rounds the lead time up to whole days', () => {
    expect(fieldsOf([line({ leadTimeDays: 1.5 })])['NEW_ITEM-LEADTIME[1]']).toBe('2');
    expect(fieldsOf([line({ leadTimeDays: 0 })])['NEW_ITEM-LEADTIME[1]']).toBe('0');
    expect(() => fieldsOf([line({ leadTimeDays: 100_000 })])).toThrow(/LEADTIME/);
  });

  it('keeps every value within its maximum length, cutting free text and refusing long codes', () => {
    const fields = fieldsOf([line({ customFields: { 1: 'ABCDEFGHIJKLMNOP', 4: 'x'.repeat(30) } })]);
    expect(fields['NEW_ITEM-CUST_FIELD1[1]']).toBe('ABCDEFGHIJ');
    expect(fields['NEW_ITEM-CUST_FIELD4[1]']).toHaveLength(20);
    expect(() => fieldsOf([line({ categoryKey: 'pallet-racking' })], { matgroup: 'category' })).toThrow(
      'OCI line 1: NEW_ITEM-MATGROUP "pallet-racking" is longer than 10 characters (article TS-100001)',
    );
    expect(() => fieldsOf([line()], { vendorNumber: '12345678901' })).toThrow(/VENDOR .* longer than 10/);
  });

  it('throws naming the field and the line when a required value is missing', () => {
    const error = (() => {
      try {
        ociItemFields([line(), line({ description: '  ', articleNumber: 'TS-2' })], options);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(OciItemError);
    expect(error).toMatchObject({ field: 'DESCRIPTION', line: 2 });
    expect((error as Error).message).toBe(
      'OCI line 2: NEW_ITEM-DESCRIPTION is required when MATNR is empty (article TS-2)',
    );
    expect(() => fieldsOf([line({ unit: '' })])).toThrow(
      'OCI line 1: NEW_ITEM-UNIT is required when MATNR is empty',
    );
    expect(() => fieldsOf([line({ currency: '' })])).toThrow(/CURRENCY needs an ISO 4217 code/);
    expect(() => fieldsOf([line({ quantityHundredths: 0 })])).toThrow(/QUANTITY/);
    expect(() => fieldsOf([line({ articleNumber: '' })])).toThrow(/EXT_PRODUCT_ID/);
    expect(() => fieldsOf([line({ offer: { number: '', position: 1 } })])).toThrow(/EXT_QUOTE_ID/);
  });

  it('needs no currency when prices are not sent', () => {
    expect(fieldsOf([line({ currency: '' })], { sendPrices: false })['NEW_ITEM-CURRENCY[1]']).toBeUndefined();
  });
});

describe('ociFunction', () => {
  it('is the normal catalogue start without FUNCTION', () => {
    expect(ociFunction({ USERNAME: 'buyer', HOOK_URL: 'https://srm.example.com/' })).toEqual({
      ok: true,
      kind: 'catalog',
    });
    expect(ociFunction({ FUNCTION: ' ' })).toEqual({ ok: true, kind: 'catalog' });
  });

  it('reads DETAIL with its PRODUCTID, names and value in any case', () => {
    expect(ociFunction({ FUNCTION: 'DETAIL', PRODUCTID: 'TS-100001' })).toEqual({
      ok: true,
      kind: 'detail',
      productId: 'TS-100001',
    });
    expect(ociFunction(new URLSearchParams('function=detail&productId=TS-100001'))).toEqual({
      ok: true,
      kind: 'detail',
      productId: 'TS-100001',
    });
  });

  it('reads VALIDATE with PRODUCTID and QUANTITY in hundredths', () => {
    expect(ociFunction({ FUNCTION: 'Validate', PRODUCTID: 'TS-1', QUANTITY: '2.5' })).toEqual({
      ok: true,
      kind: 'validate',
      productId: 'TS-1',
      quantityHundredths: 250,
    });
    expect(ociFunction({ FUNCTION: 'VALIDATE', PRODUCTID: 'TS-1', QUANTITY: ' 10.000 ' })).toMatchObject({
      quantityHundredths: 1000,
    });
    for (const quantity of ['0', '1,5', '1.005', '-1', 'abc']) {
      expect(ociFunction({ FUNCTION: 'VALIDATE', PRODUCTID: 'TS-1', QUANTITY: quantity })).toEqual({
        ok: false,
        reason: 'invalid-quantity',
        requested: 'VALIDATE',
      });
    }
  });

  it('reads BACKGROUND_SEARCH with its SEARCHSTRING', () => {
    expect(ociFunction({ FUNCTION: 'BACKGROUND_SEARCH', SEARCHSTRING: 'kombizange' })).toEqual({
      ok: true,
      kind: 'background-search',
      searchString: 'kombizange',
    });
  });

  it('refuses a function whose parameters are missing', () => {
    expect(ociFunction({ FUNCTION: 'DETAIL' })).toEqual({
      ok: false,
      reason: 'missing-parameter',
      requested: 'DETAIL',
      parameter: 'PRODUCTID',
    });
    expect(ociFunction({ FUNCTION: 'VALIDATE', PRODUCTID: 'TS-1' })).toMatchObject({ parameter: 'QUANTITY' });
    expect(ociFunction({ FUNCTION: 'VALIDATE', QUANTITY: '1' })).toMatchObject({ parameter: 'PRODUCTID' });
    expect(ociFunction({ FUNCTION: 'BACKGROUND_SEARCH', SEARCHSTRING: '' })).toMatchObject({
      parameter: 'SEARCHSTRING',
    });
  });

  it('refuses an unknown function, and the known ones the shop does not offer', () => {
    expect(ociFunction({ FUNCTION: 'DELETE_ALL' })).toEqual({
      ok: false,
      reason: 'unknown-function',
      requested: 'DELETE_ALL',
    });
    expect(ociFunction({ FUNCTION: 'SOURCING', SEARCHSTRING: 'x', VENDOR: '1' })).toEqual({
      ok: false,
      reason: 'unsupported-function',
      requested: 'SOURCING',
    });
    expect(ociFunction({ FUNCTION: 'INITIALIZE' })).toMatchObject({ reason: 'unsupported-function' });
  });

  it('takes the first of repeated parameters', () => {
    expect(ociFunction({ FUNCTION: ['DETAIL', 'VALIDATE'], PRODUCTID: ['TS-1', 'TS-2'] })).toEqual({
      ok: true,
      kind: 'detail',
      productId: 'TS-1',
    });
  });
});

describe('returnUrlOnAllowedHost', () => {
  it.each<[string, string[], string | null]>([
    ['a host', ['srm.example.com'], 'https://srm.example.com/punchout/return'],
    ['a wildcard, by a subdomain of it', ['*.ariba.com'], 'https://punchout-test.ariba.com/punchout/return'],
    ['a host with its port', ['erp.example.org:8443'], 'https://erp.example.org:8443/punchout/return'],
    ['an IPv6 address', ['[2001:db8::1]'], 'https://[2001:db8::1]/punchout/return'],
    [
      'the first entry that is a host',
      ['not a host/path', 'SRM.Example.com'],
      'https://srm.example.com/punchout/return',
    ],
    ['no host at all', ['*.com', 'user@host'], null],
    ['no entries', [], null],
  ])('gives %s', (_case, hosts, url) => {
    expect(returnUrlOnAllowedHost(hosts)).toBe(url);
  });

  it('gives an address the return target check allows', () => {
    for (const hosts of [['srm.example.com'], ['*.buyer.be'], ['erp.example.org:8443']])
      expect(ociReturnTarget(returnUrlOnAllowedHost(hosts)!, hosts).ok).toBe(true);
  });
});
