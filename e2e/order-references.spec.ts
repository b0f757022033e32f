import { logInAsNewBuyer, openAsUser } from './support/account';
import { seriousViolations } from './support/axe';
import { articleSoldByThePiece, cartWith, onePieceInCart, pageAt, today, typed } from './support/checkout';
import { expect, test } from './support/test';

test('a buyer orders under an order reference chosen in checkout, until its shared budget is used up', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const article = await articleSoldByThePiece();
  const { stamp } = await logInAsNewBuyer(page, 'Project', 'referentie');
  const onePiece = await onePieceInCart(page, article.productNumber);

  // The lead buyer creates the reference: a budget of two and a half pieces a month for everybody.
  const lead = await pageAt(browser);
  await openAsUser(lead, '/account/orderreferences/create', 'demo.lead');
  const name = `Werf ${stamp}`;
  await lead.getByLabel(/^Naam of nummer/).fill(name);
  await lead.getByLabel(/^Budget per periode/).fill(typed(2.5 * onePiece));
  await lead.getByLabel(/^Periode/).selectOption({ label: 'Maandelijks' });
  await lead.getByLabel(/^Startdatum/).fill(today());
  await lead.getByRole('radio', { name: 'Hernieuwbaar' }).check();
  await lead.getByRole('radio', { name: /^wordt geblokkeerd/ }).check();
  await lead.getByRole('button', { name: 'Bestelreferentie aanmaken' }).click();
  await expect(lead.getByRole('status')).toHaveText('De bestelreferentie is opgeslagen.');
  await expect(lead.getByRole('heading', { level: 1 })).toHaveText(name);

  // A second reference of that name is refused at the field, in Dutch.
  await lead.goto('/account/orderreferences/create');
  await lead.getByLabel(/^Naam of nummer/).fill(name.toUpperCase());
  await lead.getByLabel(/^Startdatum/).fill(today());
  await lead.getByRole('button', { name: 'Bestelreferentie aanmaken' }).click();
  await expect(lead.getByLabel(/^Naam of nummer/)).toHaveAccessibleDescription(
    /Een andere bestelreferentie heeft al deze naam\./,
  );

  // Two pieces under the reference: placed, and the order carries it.
  let form = await cartWith(page, article.productNumber, 2);
  const choice = page.locator('#order-reference');
  await choice.getByLabel('Bestelreferentie zoeken').fill(String(stamp));
  await choice.getByRole('button', { name: 'Zoeken' }).click();
  await choice.getByRole('button', { name: `${name} kiezen` }).click();
  await expect(page.getByTestId('chosen-order-reference')).toContainText(name);
  // The order is also charged to an external contact of a cost centre, under one of its contracts.
  const costCenter = page.locator('#cost-center');
  await costCenter
    .getByLabel('Externe contactpersoon')
    .selectOption({ label: 'Pieter De Smet (EXT-0142) – pieter.desmet@havenbedrijf.example' });
  await costCenter
    .getByLabel('Contract (optioneel)')
    .selectOption({ label: 'RC-2025-014 – Raamcontract onderhoud' });
  await costCenter.getByRole('button', { name: 'Kostenplaats toepassen' }).click();
  await expect(costCenter).toContainText('Pieter De Smet');
  form = page.getByTestId('checkout-form');
  await form.getByRole('radio', { name: 'Afhalen' }).check();
  await form.getByLabel(/^Afhaalpunt/).selectOption({ index: 1 });
  await expect(form.getByTestId('order-reference')).toContainText(name);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling');
  await expect(page.getByTestId('order-reference')).toContainText(name);
  await expect(page.getByTestId('order-cost-center')).toHaveText('KP-100 Onderhoud Gent');
  await expect(page.getByText('Pieter De Smet (EXT-0142), pieter.desmet@havenbedrijf.example')).toBeVisible();

  // One more piece does not fit what is left: the button stays disabled and says why.
  form = await cartWith(page, article.productNumber, 1);
  await choice.getByLabel('Bestelreferentie zoeken').fill(String(stamp));
  await choice.getByRole('button', { name: 'Zoeken' }).click();
  await choice.getByRole('button', { name: `${name} kiezen` }).click();
  await expect(page.getByTestId('chosen-order-reference')).toContainText(
    'Het totaal excl. btw overschrijdt het resterende budget van deze bestelreferentie',
  );
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toBeDisabled();

  // The lead buyer sees what is left in the list.
  await lead.goto(`/account/orderreferences?term=${stamp}`);
  await expect(lead.getByRole('listitem').filter({ hasText: name })).toContainText('Resterend budget');
});

for (const width of [1440, 375]) {
  test(`order reference screens have no serious accessibility violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsUser(page, '/account/orderreferences', 'demo.lead');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestelreferenties');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/account/orderreferences/create');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwe bestelreferentie');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
