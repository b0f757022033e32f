/**
 * A PunchOutSetupRequest as Ariba sends it, for the tests that play the procurement system: its
 * operation, payloadID, shared secret, BrowserFormPost and the items of an edit or inspect.
 */
export function setupRequest(options: {
  operation: 'create' | 'edit' | 'inspect';
  payloadId?: string;
  secret: string;
  browserFormPost: string;
  buyerCookie?: string;
  items?: { number: string; quantity: number }[];
}) {
  const items = (options.items ?? [])
    .map(
      (item, index) =>
        `<ItemOut quantity="${item.quantity}" lineNumber="${index + 1}"><ItemID><SupplierPartID>${item.number}</SupplierPartID></ItemID></ItemOut>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">
<cXML payloadID="${options.payloadId ?? `${Date.now()}.${Math.random().toString(16).slice(2)}@buyer.example`}" timestamp="2026-11-25T10:00:00+01:00" version="1.2.063" xml:lang="nl-BE">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>AN09999999999</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>AN01000000001</Identity><SharedSecret>${options.secret}</SharedSecret></Credential>
      <UserAgent>Test procurement system</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${options.operation}">
      <BuyerCookie>${options.buyerCookie ?? 'cookie-4711'}</BuyerCookie>
      <BrowserFormPost><URL>${options.browserFormPost}</URL></BrowserFormPost>
      ${items}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}
