import { openAsUser, useSession } from './support/account';
import { fillCart, saleArticles } from './support/articles';
import { pickUp } from './support/checkout';
import { sessionOf } from './support/store-api';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1440, height: 900 } });

test('a controller adds a cost post and imports the company’s general-ledger accounts from a file', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await openAsUser(page, '/account/costposts', 'demo.lead');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kostenposten');

  const add = page.getByRole('region', { name: 'Kostenpost toevoegen' });
  await add.getByLabel(/^Code/).fill(`E2E-${stamp}`);
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  // Without a name nothing is added, and the form says why.
  await expect(add.getByText('De naam ontbreekt')).toBeVisible();
  await add.getByLabel(/^Naam/).fill('Werf Kortrijk');
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByRole('status')).toHaveText('De kostenpost is toegevoegd.');
  await expect(page.getByTestId('cost-posts')).toContainText(`E2E-${stamp}`);

  await page.getByRole('link', { name: 'Importeren (CSV)' }).click();
  const csv = `\uFEFFCode;Naam;Actief\r\nIMP-${stamp}-1;Onderhoud vloot;ja\r\nIMP-${stamp}-2;Oude projecten;nee\r\n;Zonder code;ja\r\n`;
  await page.getByLabel(/^CSV-bestand/).setInputFiles({
    name: 'grootboek.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Bestand nakijken' }).click();
  await expect(page.getByText('grootboek.csv telt 3 rijen')).toBeVisible();
  await page.getByRole('button', { name: '3 rijen importeren' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Import klaar: 2 toegevoegd, 0 gewijzigd, 0 ongewijzigd, 1 geweigerd.',
  );
  await expect(page.getByRole('table', { name: 'Geweigerde rijen' })).toContainText('De code ontbreekt');

  await page.getByRole('link', { name: 'Naar de kostenposten' }).click();
  await page.getByLabel('Zoeken op code of naam').fill(`IMP-${stamp}`);
  await page.getByRole('main').getByRole('button', { name: 'Zoeken', exact: true }).click();
  const rows = page.getByTestId('cost-posts').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Oude projecten' })).toContainText('Inactief');
});

test('a buyer charges the order and one of its lines to cost posts and sees them on the confirmation', async ({
  page,
}) => {
  const token = await sessionOf('demo.buyer');
  await useSession(page.context(), token);
  const [first, second] = await saleArticles();
  await fillCart(token, [
    { productNumber: first!.productNumber, quantity: first!.min },
    { productNumber: second!.productNumber, quantity: second!.min },
  ]);
  await page.goto('/checkout');
  const form = await pickUp(page);
  const costPost = form.getByRole('group', { name: 'Kostenpost' });
  // The demo company's active general-ledger accounts; the inactive one is not offered.
  await costPost
    .getByLabel('Kostenpost van de bestelling')
    .selectOption({ label: '604000 – Onderhoud machines' });
  await expect(costPost.getByRole('option', { name: /Projecten 2024/ })).toHaveCount(0);
  await costPost.getByText('Regels op een andere kostenpost boeken').click();
  await costPost
    .getByLabel(new RegExp(`\\(${second!.productNumber}\\)`))
    .selectOption({ label: '615000 – Veiligheid en PBM' });
  await page.getByRole('button', { name: /^(Bestelling plaatsen|Goedkeuring vragen)$/ }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByTestId('order-cost-post')).toHaveText('604000 Onderhoud machines');
  const lines = page.getByTestId('order-line');
  await expect(lines.filter({ hasText: second!.productNumber }).getByTestId('line-cost-post')).toHaveText(
    'Kostenpost: 615000 Veiligheid en PBM',
  );
  await expect(lines.filter({ hasText: first!.productNumber }).getByTestId('line-cost-post')).toHaveCount(0);
});
