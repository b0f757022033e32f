import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateAgainstCxmlDtd } from '../../test/cxml-dtd.ts';
import {
  browserFormPostFields,
  type CxmlStatusCode,
  cxmlStatusResponse,
  cxmlTimestamp,
  newPayloadId,
  type PunchOutOrderMessage,
  parsePunchOutSetupRequest,
  punchOutOrderMessage,
  punchOutSetupRequest,
  punchOutSetupResponse,
  readPunchOutSetupResponse,
} from './cxml.ts';

const aribaCreate = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="1741079722123.7381.2201@s1.ariba.com" timestamp="2025-03-04T10:15:22+01:00" version="1.2.014" xml:lang="en-US">
  <Header>
    <From>
      <Credential domain="NetworkId"><Identity>AN01000000001</Identity></Credential>
      <Credential domain="SystemID"><Identity>ACME_BE_2100</Identity></Credential>
    </From>
    <To>
      <Credential domain="NetworkId"><Identity>AN01000000099</Identity></Credential>
    </To>
    <Sender>
      <Credential domain="NetworkId">
        <Identity>AN01000000001</Identity>
        <SharedSecret>w3lk0m &amp; geheim</SharedSecret>
      </Credential>
      <UserAgent>Ariba Network V1.0</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>c6f1d1a0-97be-4d43-9a83-1b9e2c3a4f10</BuyerCookie>
      <Extrinsic name="CostCenter">610</Extrinsic>
      <Extrinsic name="UniqueName">jpeeters</Extrinsic>
      <Extrinsic name="UserEmail">jan.peeters@acme.be</Extrinsic>
      <BrowserFormPost><URL>https://s1.ariba.com/Buyer/punchout?client=acme&amp;realm=be</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en">Jan Peeters</Name><Email>jan.peeters@acme.be</Email></Contact>
      <SupplierSetup><URL>https://shop.example.be/store-api/DexisCxmlEntry/auth/acme/ariba</URL></SupplierSetup>
      <ShipTo>
        <Address addressID="BE-GENT-01" isoCountryCode="BE">
          <Name xml:lang="nl">Acme Gent</Name>
          <PostalAddress name="default">
            <DeliverTo>Jan Peeters</DeliverTo>
            <DeliverTo>Magazijn 2</DeliverTo>
            <Street>Industrieweg 12</Street>
            <City>Gent</City>
            <PostalCode>9000</PostalCode>
            <Country isoCountryCode="BE">België</Country>
          </PostalAddress>
          <Email>logistiek@acme.be</Email>
        </Address>
      </ShipTo>
    </PunchOutSetupRequest>
  </Request>
</cXML>
`;

const coupaEdit = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.016/cXML.dtd">
<cXML version="1.2.016" xml:lang="en-US" payloadID="2025-03-05T08:01:02+00:00.coupa-t.9182@acme.coupahost.com" timestamp="2025-03-05T08:01:02+00:00">
  <Header>
    <From><Credential domain="DUNS"><Identity>acme-coupa</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>371234567</Identity></Credential></To>
    <Sender>
      <Credential domain="DUNS"><Identity>acme-coupa</Identity><SharedSecret>s3cr3t</SharedSecret></Credential>
      <UserAgent>Coupa Procurement 1.0</UserAgent>
    </Sender>
  </Header>
  <Request>
    <PunchOutSetupRequest operation="edit">
      <BuyerCookie>8a5e2f0c41d3</BuyerCookie>
      <Extrinsic name="FirstName">Sophie</Extrinsic>
      <Extrinsic name="LastName">Dubois</Extrinsic>
      <Extrinsic name="UniqueName">sophie.dubois@acme.be</Extrinsic>
      <Extrinsic name="UserEmail">sophie.dubois@acme.be</Extrinsic>
      <Extrinsic name="User">sdubois</Extrinsic>
      <BrowserFormPost><URL>https://acme.coupahost.com/punchout/checkout?id=42</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en-US">Sophie Dubois</Name><Email>sophie.dubois@acme.be</Email></Contact>
      <SupplierSetup><URL>https://shop.example.be/store-api/DexisCxmlEntry/auth/acme/coupa</URL></SupplierSetup>
      <ItemOut quantity="3" lineNumber="1">
        <ItemID>
          <SupplierPartID>A-100234</SupplierPartID>
          <SupplierPartAuxiliaryID>offer-2025-0042/1</SupplierPartAuxiliaryID>
        </ItemID>
        <ItemDetail>
          <UnitPrice><Money currency="EUR">12.50</Money></UnitPrice>
          <Description xml:lang="nl">Schroef ø 6 mm – inox</Description>
          <UnitOfMeasure>C62</UnitOfMeasure>
          <Classification domain="UNSPSC">31161500</Classification>
        </ItemDetail>
      </ItemOut>
      <ItemOut quantity="2.50" lineNumber="2">
        <ItemID>
          <SupplierPartID>K-77</SupplierPartID>
          <SupplierPartAuxiliaryID><![CDATA[line <7> & co]]></SupplierPartAuxiliaryID>
          <BuyerPartID>ACME-55</BuyerPartID>
        </ItemID>
      </ItemOut>
    </PunchOutSetupRequest>
  </Request>
</cXML>
`;

const aribaInspect = aribaCreate.replace('operation="create"', 'operation="inspect"').replace(
  '</PunchOutSetupRequest>',
  `<ItemOut quantity="10"><ItemID><SupplierPartID>B-2001</SupplierPartID></ItemID></ItemOut>
    </PunchOutSetupRequest>`,
);

function parsed(xml: string) {
  const result = parsePunchOutSetupRequest(xml);
  if (!result.ok) throw new Error(`Refused: ${result.refusal.text}`);
  return result.request;
}

describe('reading a PunchOutSetupRequest', () => {
  it('reads a create request as Ariba sends it: parties, shared secret, cookie, form post URL, extrinsics, ship-to', () => {
    expect(parsed(aribaCreate)).toEqual({
      payloadId: '1741079722123.7381.2201@s1.ariba.com',
      timestamp: '2025-03-04T10:15:22+01:00',
      lang: 'en-US',
      deploymentMode: 'test',
      from: [
        { domain: 'NetworkId', identity: 'AN01000000001' },
        { domain: 'SystemID', identity: 'ACME_BE_2100' },
      ],
      to: [{ domain: 'NetworkId', identity: 'AN01000000099' }],
      sender: {
        domain: 'NetworkId',
        identity: 'AN01000000001',
        sharedSecret: 'w3lk0m & geheim',
        userAgent: 'Ariba Network V1.0',
      },
      operation: 'create',
      buyerCookie: 'c6f1d1a0-97be-4d43-9a83-1b9e2c3a4f10',
      browserFormPostUrl: 'https://s1.ariba.com/Buyer/punchout?client=acme&realm=be',
      extrinsics: { CostCenter: '610', UniqueName: 'jpeeters', UserEmail: 'jan.peeters@acme.be' },
      shipTo: {
        addressId: 'BE-GENT-01',
        name: 'Acme Gent',
        deliverTo: ['Jan Peeters', 'Magazijn 2'],
        street: ['Industrieweg 12'],
        city: 'Gent',
        postalCode: '9000',
        isoCountryCode: 'BE',
        email: 'logistiek@acme.be',
      },
      itemsOut: [],
    });
  });

  it('reads the cart lines of an edit request as Coupa sends it, quantities in hundredths', () => {
    const request = parsed(coupaEdit);
    expect(request).toMatchObject({
      operation: 'edit',
      deploymentMode: 'production',
      buyerCookie: '8a5e2f0c41d3',
      sender: { domain: 'DUNS', identity: 'acme-coupa', sharedSecret: 's3cr3t' },
      extrinsics: {
        FirstName: 'Sophie',
        LastName: 'Dubois',
        UniqueName: 'sophie.dubois@acme.be',
        UserEmail: 'sophie.dubois@acme.be',
        User: 'sdubois',
      },
    });
    expect(request.shipTo).toBeUndefined();
    expect(request.itemsOut).toEqual([
      {
        quantity: 300,
        lineNumber: 1,
        supplierPartId: 'A-100234',
        supplierPartAuxiliaryId: 'offer-2025-0042/1',
        unitOfMeasure: 'C62',
      },
      {
        quantity: 250,
        lineNumber: 2,
        supplierPartId: 'K-77',
        supplierPartAuxiliaryId: 'line <7> & co',
        buyerPartId: 'ACME-55',
      },
    ]);
  });

  it('reads an inspect request with the lines to show', () => {
    const request = parsed(aribaInspect);
    expect(request.operation).toBe('inspect');
    expect(request.itemsOut).toEqual([{ quantity: 1000, supplierPartId: 'B-2001' }]);
  });

  it('reads a request without a DOCTYPE, and one whose sender has no shared secret (for the caller to refuse)', () => {
    const withoutDoctype = aribaCreate
      .replace(/<!DOCTYPE[^>]*>/, '')
      .replace(/<SharedSecret>.*<\/SharedSecret>/, '');
    expect(parsed(withoutDoctype).sender.sharedSecret).toBeNull();
  });

  it('takes the sample requests for valid cXML, as the DTD defines it', async () => {
    for (const xml of [aribaCreate, coupaEdit, aribaInspect])
      expect(await validateAgainstCxmlDtd(xml)).toEqual([]);
  });

  it.each([
    ['malformed XML', aribaCreate.replace('</Header>', '</Headr>'), /^Not well-formed XML: /],
    ['an empty body', '', /^Not well-formed XML: /],
    ['a root other than cXML', '<OrderRequest payloadID="1" timestamp="t"/>', /not cXML/],
    [
      'a request that is not a PunchOutSetupRequest',
      aribaCreate.replace(/PunchOutSetupRequest/g, 'ProfileRequest'),
      /not a PunchOutSetupRequest/,
    ],
    [
      'a request without BrowserFormPost',
      coupaEdit.replace(/<BrowserFormPost>.*<\/BrowserFormPost>/, ''),
      /no BrowserFormPost/,
    ],
    [
      'a form post URL that is not http(s)',
      aribaCreate.replace(/https:\/\/s1\.ariba\.com[^<]*/, 'javascript:alert(1)'),
      /not an http\(s\) URL/,
    ],
    [
      'an unknown operation',
      aribaCreate.replace('operation="create"', 'operation="source"'),
      /operation source is not supported/,
    ],
    ['a missing payloadID', aribaCreate.replace(/payloadID="[^"]*"/, ''), /cXML has no payloadID/],
    [
      'a sender without credential',
      coupaEdit.replace(/<Sender>[\s\S]*<\/Sender>/, '<Sender><UserAgent>x</UserAgent></Sender>'),
      /Sender has no Credential/,
    ],
    [
      'a quantity finer than hundredths',
      coupaEdit.replace('quantity="3"', 'quantity="0.333"'),
      /at most two decimals/,
    ],
    [
      'a DOCTYPE naming another DTD',
      aribaCreate.replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML SYSTEM "file:///etc/passwd">'),
      /DOCTYPE/,
    ],
    [
      'a DOCTYPE with an internal subset',
      aribaCreate.replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [<!ELEMENT cXML ANY>]>'),
      /DOCTYPE/,
    ],
    [
      'a reference to an entity nobody declared',
      aribaCreate.replace('c6f1d1a0', '&xxe;'),
      /undefined entity/,
    ],
    [
      'elements nested deeper than cXML does',
      `<cXML>${'<a>'.repeat(40)}${'</a>'.repeat(40)}</cXML>`,
      /nested too deeply/,
    ],
  ])('refuses %s with 400', (_case, xml, text) => {
    const result = parsePunchOutSetupRequest(xml);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.status).toBe(400);
    expect(result.refusal.text).toMatch(text);
  });

  it('refuses an external entity (XXE) before parsing, so the file it names is never read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cxml-xxe-'));
    try {
      const secret = join(dir, 'secret.txt');
      await writeFile(secret, 'the secret the entity points at');
      const xxe = aribaCreate
        .replace(/<!DOCTYPE[^>]*>/, `<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file://${secret}">]>`)
        .replace('c6f1d1a0-97be-4d43-9a83-1b9e2c3a4f10', '&xxe;');
      const passwd = xxe.replace(`file://${secret}`, 'file:///etc/passwd');
      for (const xml of [xxe, passwd]) {
        expect(parsePunchOutSetupRequest(xml)).toEqual({
          ok: false,
          refusal: { status: 400, text: 'Entity declarations are not accepted' },
        });
      }
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it('refuses the billion-laughs pattern at once, without expanding anything', () => {
    const laughs = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('');
    const bomb = aribaCreate
      .replace(/<!DOCTYPE[^>]*>/, `<!DOCTYPE cXML [<!ENTITY lol0 "lol">${laughs}]>`)
      .replace('c6f1d1a0-97be-4d43-9a83-1b9e2c3a4f10', '&lol9;');
    const started = performance.now();
    const result = parsePunchOutSetupRequest(bomb);
    expect(performance.now() - started).toBeLessThan(50);
    expect(result).toEqual({
      ok: false,
      refusal: { status: 400, text: 'Entity declarations are not accepted' },
    });
  });
});

const timestamp = '2025-03-04T09:15:22+00:00';

const orderMessage: PunchOutOrderMessage = {
  payloadId: '1741079722000.4242.0a1b2c3d4e5f6071@shop.example.be',
  timestamp,
  lang: 'nl-BE',
  from: [{ domain: 'DUNS', identity: '371234567' }],
  to: [
    { domain: 'NetworkId', identity: 'AN01000000001' },
    { domain: 'SystemID', identity: 'ACME_BE_2100' },
  ],
  sender: { domain: 'DUNS', identity: '371234567' },
  buyerCookie: 'c6f1d1a0-97be-4d43-9a83-1b9e2c3a4f10',
  operationAllowed: 'edit',
  currency: 'EUR',
  total: 1_234_500,
  shipping: { amount: 95_000, description: 'Levering & verzending' },
  tax: { amount: 279_195, description: 'BTW 21 %' },
  items: [
    {
      quantity: 300,
      supplierPartId: 'A-100234',
      supplierPartAuxiliaryId: 'offer-2025-0042/1',
      buyerPartId: 'ACME-55',
      unitPrice: 125_000,
      description: 'Schroef ø 6 mm – inox',
      unitOfMeasure: 'C62',
      classification: { domain: 'UNSPSC', code: '31161500' },
      manufacturerPartId: 'SX-6-A2',
      manufacturerName: 'Würth',
      leadTimeDays: 2,
      extrinsics: { StockStatement: 'Op voorraad' },
    },
    {
      quantity: 250,
      supplierPartId: 'K-77',
      supplierPartAuxiliaryId: '',
      unitPrice: 12_345,
      description: `Bout & moer <M8> "DIN 934" 'zink'\u0007`,
      unitOfMeasure: 'C62',
      classification: { domain: 'UNSPSC', code: '31161600' },
    },
    {
      quantity: 1_000,
      supplierPartId: 'KB-5',
      supplierPartAuxiliaryId: 'line <3> & "co"',
      unitPrice: 5_000_000,
      description: 'Kabelbinder 200 × 4,8 mm',
      unitOfMeasure: 'MTR',
      classification: { domain: 'Tradeshop', code: 'kabels/binders' },
    },
  ],
};

describe('writing cXML documents valid against the cXML DTD', () => {
  it('writes a PunchOutSetupResponse with 200 OK and the start page', async () => {
    const xml = punchOutSetupResponse({
      payloadId: 'r1@shop.example.be',
      timestamp,
      startPageUrl: 'https://shop.example.be/cxml/auth?token=ab&lang=nl',
    });
    expect(xml).toContain(
      '<Response><Status code="200" text="OK"/><PunchOutSetupResponse><StartPage><URL>https://shop.example.be/cxml/auth?token=ab&amp;lang=nl</URL></StartPage></PunchOutSetupResponse></Response>',
    );
    expect(await validateAgainstCxmlDtd(xml)).toEqual([]);
  });

  it.each<[CxmlStatusCode, string]>([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ])('writes a %s status response naming the code and the problem', async (status, name) => {
    const xml = cxmlStatusResponse(status, 'Shared secret <wrong> & "late"', 'e1@shop.example.be', timestamp);
    expect(xml).toContain(
      `<Status code="${status}" text="${name}" xml:lang="en">Shared secret &lt;wrong&gt; &amp; &quot;late&quot;</Status>`,
    );
    expect(await validateAgainstCxmlDtd(xml)).toEqual([]);
  });

  it('writes an order message of three items, escaping markup and keeping non-ASCII text', async () => {
    const xml = punchOutOrderMessage(orderMessage);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">\n',
      ),
    ).toBe(true);
    expect(xml).toContain('<Description xml:lang="nl-BE">Schroef ø 6 mm – inox</Description>');
    expect(xml).toContain(
      '<Description xml:lang="nl-BE">Bout &amp; moer &lt;M8&gt; &quot;DIN 934&quot; &apos;zink&apos;</Description>',
    );
    expect(xml).toContain(
      '<SupplierPartAuxiliaryID>line &lt;3&gt; &amp; &quot;co&quot;</SupplierPartAuxiliaryID>',
    );
    expect(xml).toContain(
      '<ItemIn quantity="2.5" lineNumber="2"><ItemID><SupplierPartID>K-77</SupplierPartID></ItemID>',
    );
    expect(xml).toContain('<UnitPrice><Money currency="EUR">1.2345</Money></UnitPrice>');
    expect(xml).toContain('<Total><Money currency="EUR">123.45</Money></Total>');
    expect(xml).not.toContain('SharedSecret');
    expect(await validateAgainstCxmlDtd(xml)).toEqual([]);
  });

  it('writes a test-mode order message without tax, shipping or items, still valid', async () => {
    const xml = punchOutOrderMessage({
      ...orderMessage,
      deploymentMode: 'test',
      shipping: undefined,
      tax: undefined,
      items: [],
      total: 0,
    });
    expect(xml).toContain('<Message deploymentMode="test">');
    expect(await validateAgainstCxmlDtd(xml)).toEqual([]);
  });

  it('finds a broken order message invalid: an item without UnitPrice', async () => {
    const broken = punchOutOrderMessage(orderMessage).replace(/<UnitPrice>.*?<\/UnitPrice>/, '');
    const errors = await validateAgainstCxmlDtd(broken);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/element ItemDetail: validity error/);
  });

  it('finds a document that is not well-formed invalid', async () => {
    expect(await validateAgainstCxmlDtd('<cXML><Header></cXML>')).not.toEqual([]);
  });
});

describe('sending the cart back through the browser', () => {
  it('fills the cxml-base64 field with the UTF-8 bytes and lets the form URL-encode cxml-urlencoded once', () => {
    const xml = punchOutOrderMessage(orderMessage);
    const fields = browserFormPostFields(xml);
    expect(Buffer.from(fields['cxml-base64'], 'base64').toString('utf8')).toBe(xml);
    const posted = new URLSearchParams(new URLSearchParams(fields).toString());
    expect(posted.get('cxml-urlencoded')).toBe(xml);
    expect(posted.get('cxml-base64')).toBe(fields['cxml-base64']);
  });

  it('makes payload IDs of time, process, random part and host, never twice the same', () => {
    const now = new Date('2025-03-04T09:15:22.123Z');
    const first = newPayloadId('shop.example.be', now);
    expect(first).toMatch(/^1741079722123\.\d+\.[0-9a-f]{16}@shop\.example\.be$/);
    expect(newPayloadId('shop.example.be', now)).not.toBe(first);
  });

  it('writes timestamps in ISO 8601 with an explicit offset', () => {
    expect(cxmlTimestamp(new Date('2025-03-04T09:15:22.123Z'))).toBe('2025-03-04T09:15:22+00:00');
  });
});

describe('trying an account as its procurement system', () => {
  it('writes a PunchOutSetupRequest, valid against the DTD, that the shop reads back as sent', async () => {
    const xml = punchOutSetupRequest({
      payloadId: 't1@back-office.shop.example.be',
      timestamp,
      lang: 'nl-BE',
      from: { domain: 'NetworkID', identity: 'AN01000000001' },
      to: { domain: 'DomainName', identity: 'shop.example.be' },
      sender: {
        domain: 'NetworkID',
        identity: 'AN01000000001',
        sharedSecret: 's3cr<e>t&',
        userAgent: 'Test',
      },
      buyerCookie: 'cookie-1',
      browserFormPostUrl: 'https://s1.ariba.example/punchout?a=1&b=2',
      extrinsics: { UserEmail: 'tom@bouw.example' },
    });
    expect(await validateAgainstCxmlDtd(xml)).toEqual([]);
    const read = parsePunchOutSetupRequest(xml);
    expect(read.ok && read.request).toMatchObject({
      operation: 'create',
      deploymentMode: 'test',
      buyerCookie: 'cookie-1',
      browserFormPostUrl: 'https://s1.ariba.example/punchout?a=1&b=2',
      sender: { domain: 'NetworkID', identity: 'AN01000000001', sharedSecret: 's3cr<e>t&' },
      extrinsics: { UserEmail: 'tom@bouw.example' },
    });
  });

  it('reads the status and start page of a setup answer, as the procurement system does', () => {
    expect(
      readPunchOutSetupResponse(
        punchOutSetupResponse({
          payloadId: 'r',
          timestamp,
          startPageUrl: 'https://shop.example.be/cxml/auth/a/b',
        }),
      ),
    ).toEqual({ code: 200, text: 'OK', message: '', startPageUrl: 'https://shop.example.be/cxml/auth/a/b' });
    expect(readPunchOutSetupResponse(cxmlStatusResponse(401, 'Wrong secret', 'e', timestamp))).toEqual({
      code: 401,
      text: 'Unauthorized',
      message: 'Wrong secret',
      startPageUrl: null,
    });
  });
});
