import { logInAsNewBuyer, openAsUser } from './support/account';
import { dutchQuantity, saleArticles } from './support/articles';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1440, height: 900 } });

test('a buyer pastes 50 rows into the quick order, puts the one bad row right and adds all to the cart', async ({
  page,
}) => {
  const articles = (await saleArticles()).slice(0, 50);
  expect(articles).toHaveLength(50);
  await logInAsNewBuyer(page, 'Snel', 'quick');
  await page.getByTestId('header-quick-order').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snel bestellen');

  // 49 good rows and one with a number no article has, as a spreadsheet copies them (tabs).
  const rows = articles.map((article, index) =>
    index === 20 ? 'GEEN-NUMMER\t1' : `${article.productNumber}\t${dutchQuantity(article.min)}`,
  );
  await page.getByLabel('Rijen plakken uit een rekenblad').fill(rows.join('\n'));
  await page.getByRole('button', { name: 'Rijen nakijken' }).click();
  await expect(page.getByLabel('Artikelnummer van rij 50')).toHaveValue(articles[49]!.productNumber);
  const bad = page.getByTestId('quick-order-row').nth(20);
  await expect(bad.getByTestId('quick-order-problem')).toHaveText('Dit product bestaat niet (meer).');
  await expect(page.getByTestId('quick-order-row').nth(0)).toContainText(articles[0]!.name);
  // Stock with the unit's name, never the ERP's code.
  await expect(page.getByTestId('quick-order-row').nth(0)).not.toContainText(/\b(PCE|PAK|MTR|KGM|LTR)\b/);

  // The right number, looked up on leaving the field.
  await bad.getByLabel('Artikelnummer van rij 21').fill(articles[20]!.productNumber);
  await bad.getByLabel('Aantal van rij 21').fill(dutchQuantity(articles[20]!.min));
  await bad.getByLabel('Aantal van rij 21').blur();
  await expect(bad).toContainText(articles[20]!.name);
  await expect(bad.getByTestId('quick-order-problem')).toHaveCount(0);

  await page.getByRole('button', { name: 'Alles in het winkelmandje' }).click();
  await expect(page.getByRole('status')).toHaveText('50 rijen liggen in uw winkelmandje.');
  await expect(page.getByLabel('Artikelnummer van rij 1')).toHaveValue('');
  await page.getByRole('link', { name: 'Naar het winkelmandje' }).click();
  await expect(page.getByTestId('cart-line-number')).toHaveCount(50);
});

test('a refused quantity names its rule and is put right in one click; rows and their sum show their totals', async ({
  page,
}) => {
  // Sold per more than one: the minimum plus one lies between two allowed quantities.
  const article = (await saleArticles()).find((candidate) => candidate.step > 1)!;
  await openAsUser(page, '/quick-order', 'demo.buyer');
  await page.getByLabel('Artikelnummer van rij 1').fill(article.productNumber);
  await page.getByLabel('Aantal van rij 1').fill(dutchQuantity(article.min + 1));
  await page.getByRole('button', { name: 'Rijen nakijken' }).click();
  const row = page.getByTestId('quick-order-row').first();
  await expect(row.getByTestId('quick-order-problem')).toContainText(
    `verkocht per ${dutchQuantity(article.step)}.`,
  );
  await expect(
    row.getByRole('button', { name: `${dutchQuantity(article.min)} bestellen in rij 1` }),
  ).toBeVisible();
  await row
    .getByRole('button', { name: `${dutchQuantity(article.min + article.step)} bestellen in rij 1` })
    .click();

  await expect(page.getByLabel('Aantal van rij 1')).toHaveValue(dutchQuantity(article.min + article.step));
  await expect(row.getByTestId('quick-order-problem')).toHaveCount(0);
  await expect(row.getByTestId('quick-order-line-total')).toHaveText(/^€\s[\d.]+,\d\d$/);
  await expect(page.getByTestId('quick-order-total')).toHaveText(
    (await row.getByTestId('quick-order-line-total').textContent())!,
  );
});
