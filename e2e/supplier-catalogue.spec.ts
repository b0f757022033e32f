import { openAsUser } from './support/account';
import { euros } from './support/checkout';
import { expect, hydrated, test } from './support/test';

// An article of the demo's supplier catalogue, a BMEcat file imported when the demo is seeded.
const sealant = '/sealtron-sanitair-silicone-wit-koker-300-ml/slt-sil-wh-300';

test('a buyer reads a sealant’s documents, opens its data sheet, orders from the quantity its price drops at and adds an accessory the cart suggests', async ({
  page,
}) => {
  await openAsUser(page, '/account/dashboard', 'demo.buyer');
  await page.goto(sealant);
  const tabs = page.getByRole('tablist', { name: 'Productinformatie' });
  await hydrated(tabs);
  await expect(tabs.getByRole('tab')).toHaveText([
    'Omschrijving',
    'Extra informatie',
    'Specificaties',
    'Downloads',
    'Documenten',
    'Toepassingen',
    'Specificaties van de fabrikant',
  ]);
  await tabs.getByRole('tab', { name: 'Toepassingen' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Aansluitvoegen rond baden');
  await tabs.getByRole('tab', { name: 'Documenten' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link')).toHaveText([/Veiligheidsinformatieblad/]);

  await tabs.getByRole('tab', { name: 'Downloads' }).click();
  const dataSheet = page.getByRole('tabpanel').getByRole('link', { name: /Technische fiche/ });
  const opened = page.context().waitForEvent('request', (request) => request.url().endsWith('.pdf'));
  const tab = page.context().waitForEvent('page');
  await dataSheet.click();
  // In a tab of its own, from the shop's own address, as a PDF the browser may show: no sandbox,
  // which Chrome's PDF viewer refuses.
  const request = await opened;
  const response = (await request.response())!;
  expect(request.url()).toBe('http://127.0.0.1:3100/media/erp/slt-sil-data-sheet.pdf');
  expect([response.status(), response.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect(response.headers()['content-security-policy'] ?? '').not.toContain('sandbox');
  await (await tab).close();

  const buyBox = page.getByTestId('add-to-cart-form').first();
  await expect(page.getByText('vanaf 24 stuks')).toBeVisible();
  await buyBox.getByRole('textbox', { name: 'Aantal' }).fill('24');
  await buyBox.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await expect(
    page.getByRole('region', { name: 'Toebehoren' }).getByRole('article').filter({ hasText: 'SLT-GUN-STD' }),
  ).toBeVisible();

  // The cart suggests the sealant's accessories, at most four, and one is added from there.
  await page.getByTestId('header-cart').click();
  const line = page.getByTestId('cart-line').filter({ hasText: 'SLT-SIL-WH-300' });
  await expect(line).toContainText('Staffelprijs vanaf 24 stuks');
  expect(euros((await line.getByTestId('cart-line-total').textContent())!)).toBe(142.8);
  const suggestions = page.getByRole('region', { name: 'Toebehoren bij uw artikelen' });
  await expect(suggestions.getByTestId('product-card-subtitle')).toHaveText([
    'Sealtron · SLT-GUN-STD',
    'Sealtron · SLT-GUN-PRO',
    'Sealtron · SLT-CLN-400',
    'Sealtron · SLT-CLN-W80',
  ]);
  const gun = suggestions.getByRole('article').filter({ hasText: 'SLT-GUN-STD' });
  await hydrated(gun);
  await gun.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(page.getByTestId('cart-line').filter({ hasText: 'SLT-GUN-STD' })).toBeVisible();
  await expect(suggestions.getByRole('article').filter({ hasText: 'SLT-GUN-STD' })).toHaveCount(0);
});

test('a buyer narrows the sockets to those with a USB port, an ETIM feature of the supplier catalogue', async ({
  page,
}) => {
  await page.goto('/elektro/schakelmateriaal/stopcontacten');
  const usb = page.getByRole('group', { name: 'Met USB-aansluiting' });
  await hydrated(page.getByTestId('product-card').first());
  await usb.getByRole('checkbox', { name: /^Ja\s+8$/ }).check();
  await expect(page).toHaveURL(/properties=/);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(8);
  for (const subtitle of await cards.getByTestId('product-card-subtitle').allInnerTexts()) {
    expect(subtitle).toMatch(/^Elvatec · ELV-SOC-USB-/);
  }
  // The feature and its unit-less figures stand in the article's specifications.
  await cards.first().getByRole('link').first().click();
  const tabs = page.getByRole('tablist', { name: 'Productinformatie' });
  await hydrated(tabs);
  await tabs.getByRole('tab', { name: 'Specificaties', exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('row')).toContainText([
    /Beschermingsgraad \(IP\)\s*IP20/,
    /Nominale stroom\s*16\sA/,
    /Aantal eenheden\s*1/,
    /Met USB-aansluiting\s*Ja/,
  ]);
});
