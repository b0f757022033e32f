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

test('a buyer narrows the LED work lights by their power from–to, without scripts and with them', async ({
  page,
  browser,
}) => {
  const lights = '/elektro/verlichting/led-bouwlampen';
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(`http://127.0.0.1:3100${lights}`);
  const power = plain.getByRole('group', { name: 'Vermogen (W)' });
  await expect(power.getByRole('spinbutton', { name: 'Van' })).toHaveAttribute('placeholder', '20');
  await power.getByRole('spinbutton', { name: 'Van' }).fill('30');
  await power.getByRole('button', { name: 'Toepassen' }).click();
  await expect(plain).toHaveURL(/min\.[0-9a-f-]+=30/);
  await expect(plain.getByTestId('product-card-subtitle')).toHaveText([
    'Elvatec · ELV-LED-50',
    'Elvatec · ELV-LED-30',
    'Elvatec · ELV-LED-50S',
  ]);
  // The other figures count among the lights left: no light under 30 W gives less than 3.600 lm.
  await expect(
    plain.getByRole('group', { name: 'Lichtstroom (lm)' }).getByRole('spinbutton', { name: 'Van' }),
  ).toHaveAttribute('placeholder', '3.600');
  await withoutScripts.close();

  await page.goto(lights);
  const to = page.getByRole('group', { name: 'Vermogen (W)' }).getByRole('spinbutton', { name: 'Tot' });
  await hydrated(to);
  await to.fill('30');
  await to.press('Enter');
  // The light of the previous series, still sold until its stock is gone, is one of them.
  await expect(page.getByTestId('product-card')).toHaveCount(3);
  expect((await page.getByTestId('product-card-subtitle').allInnerTexts()).sort()).toEqual([
    'Elvatec · ELV-LED-20',
    'Elvatec · ELV-LED-20-V1',
    'Elvatec · ELV-LED-30',
  ]);
  await page.getByRole('link', { name: 'Filters wissen' }).click();
  await expect(page.getByTestId('product-card')).toHaveCount(9);
});

test('a buyer compares three sockets from their pages and a listing, sees where they differ, and without scripts the comparison still works', async ({
  page,
  browser,
}) => {
  for (const number of ['ELV-SOC-1-WH', 'ELV-SOC-IP-WH']) {
    await page.goto(`/search?query=${number}`);
    const compare = page.getByTestId('compare-form').first();
    await hydrated(compare);
    await compare.getByRole('button', { name: 'Vergelijken' }).click();
    await expect(compare.getByRole('status')).toBeVisible();
  }
  await page.goto('/search?query=ELV-SOC-USB');
  const card = page.getByTestId('product-card').filter({ hasText: 'ELV-SOC-USB-WH' });
  await hydrated(card);
  await card.getByRole('button', { name: 'Vergelijken' }).click();
  await card.getByRole('link', { name: 'Vergelijking bekijken (3)' }).click();

  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.getByRole('columnheader').nth(2)).toContainText('ELV-SOC-USB-WH');
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row('Met USB-aansluiting (verschilt)').getByRole('cell')).toHaveText(['Nee', 'Nee', 'Ja']);
  await expect(row('Beschermingsgraad (IP) (verschilt)').getByRole('cell')).toHaveText([
    'IP20',
    'IP44',
    'IP20',
  ]);
  await expect(row('Nominale stroom').getByRole('cell')).toHaveText(['16 A', '16 A', '16 A']);
  await page.getByRole('link', { name: 'Alleen verschillen tonen' }).click();
  await expect(row('Nominale stroom')).toHaveCount(0);
  await expect(row('Met USB-aansluiting (verschilt)')).toBeVisible();

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto('http://127.0.0.1:3100/search?query=ELV-SOC-2-CR');
  await plain.getByTestId('compare-form').first().getByRole('button', { name: 'Vergelijken' }).click();
  await expect(plain).toHaveURL(/\/compare$/);
  await expect(plain.getByTestId('compare-table').getByRole('columnheader')).toContainText(['ELV-SOC-2-CR']);
  await plain.getByRole('button', { name: /^Uit vergelijking/ }).click();
  await expect(plain.getByTestId('compare-empty')).toBeVisible();
  await withoutScripts.close();
});
