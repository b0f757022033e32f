import { openAsUser } from './support/account';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

test('a lead buyer finds an invoice by its number, reads whether it is paid and downloads its PDF, delivery proof and e-invoice', async ({
  page,
}) => {
  await openAsUser(page, '/account/invoices', 'demo.lead');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facturen');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(/\d+ facturen/);
  await expect(main.getByText('Betaald').first()).toBeVisible();
  await expect(main.getByText('Open', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const number = (await main.getByRole('row').nth(1).getByRole('cell').first().textContent())!.trim();
  await main.getByLabel('Factuurnummer').fill(number);
  await main.getByRole('button', { name: 'Filteren' }).click();
  await expect(page).toHaveURL(new RegExp(`number=${number}`));
  await expect(main.getByRole('status')).toHaveText('1 factuur');

  for (const name of [`Factuur ${number} als PDF`, `Leveringsbewijs ${number} als PDF`]) {
    const href = await main.getByRole('link', { name }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  const ubl = await page.request.get(
    (await main.getByRole('link', { name: `E-factuur (UBL) ${number}` }).getAttribute('href'))!,
  );
  expect(ubl.headers()['content-type']).toBe('application/xml');
  expect(ubl.headers()['content-disposition']).toBe(`attachment; filename="${number}.xml"`);
  expect(await ubl.text()).toContain(`<cbc:ID>${number}</cbc:ID>`);
});

test('the offers refuse a From date after the To date, and an offer opens with its lines and its PDF', async ({
  page,
}) => {
  await openAsUser(page, '/account/offers', 'demo.lead');
  const main = page.getByRole('main');
  await main.getByLabel('Van').fill('2026-05-02');
  await main.getByLabel('Tot en met').fill('2026-05-01');
  await main.getByRole('button', { name: 'Filteren' }).click();
  await expect(main.getByText('Ongeldige periode: de datum Van ligt na de datum Tot en met.')).toBeVisible();
  await expect(main.getByLabel('Tot en met')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/account/offers?status=open');
  const first = main.getByRole('row').nth(1).getByRole('link').first();
  const number = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Offerte ${number}`);
  await expect(main.getByText('Open', { exact: true })).toBeVisible();
  await expect(
    main.getByRole('table', { name: 'De lijnen van de offerte' }).getByRole('row'),
  ).not.toHaveCount(1);
  const pdf = await page.request.get(
    (await main.getByRole('link', { name: `Offerte ${number} als PDF` }).getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('a buyer without the rights sees neither invoices nor offers, in the sidebar or the account menu, and is told why on their page', async ({
  page,
}) => {
  await openAsUser(page, '/account/dashboard', 'demo.buyer');
  const sidebar = page.getByRole('navigation', { name: /account/i });
  await expect(sidebar.getByRole('link', { name: 'Bestellingen' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Facturen' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Offertes' })).toHaveCount(0);
  await page.getByLabel('Account van Tom').click();
  const menu = page.getByRole('banner').getByRole('list').filter({ hasText: 'Dashboard' });
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Bestellijsten', 'Bestellingen', 'Profiel']);
  expect((await page.goto('/account/invoices'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facturen');
  await expect(page.getByTestId('missing-right')).toContainText('Lien Peeters (');
});
