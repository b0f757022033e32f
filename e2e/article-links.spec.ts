import { openAsUser } from './support/account';
import { saleArticles } from './support/articles';
import { seriousViolations } from './support/axe';
import { expect, hydrated, test } from './support/test';

test.use({ viewport: { width: 1440, height: 900 } });

test('a lead buyer imports own article numbers with a preview and finds them on cards and in the search', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const articles = (await saleArticles()).slice(0, 3);
  const skus = articles.map((_, index) => `EIG-${stamp}-${index + 1}`);
  await openAsUser(page, '/account/articlelinks/import', 'demo.lead');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eigen artikelnummers importeren');

  // As Excel on a Belgian Windows saves it: a BOM, semicolons, CRLF.
  const csv = `\uFEFFArtikelnummer;Eigen artikelnummer\r\n${articles
    .map((article, index) => `${article.productNumber};${skus[index]}`)
    .join('\r\n')}\r\nGEEN-ARTIKEL;EIG-${stamp}-X\r\n`;
  await page.getByLabel(/^CSV-bestand/).setInputFiles({
    name: 'eigen-nummers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Bestand nakijken' }).click();
  await expect(page.getByText('eigen-nummers.csv telt 4 rijen')).toBeVisible();
  const preview = page.getByRole('table', { name: 'De eerste 4 rijen van het bestand' });
  await expect(preview.getByRole('row')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '4 rijen importeren' }).click();

  await expect(page.getByRole('status')).toHaveText(
    'Import klaar: 3 toegevoegd, 0 gewijzigd, 0 ongewijzigd, 1 geweigerd.',
  );
  const refused = page.getByRole('table', { name: 'Geweigerde rijen' });
  await expect(refused.getByRole('row').nth(1)).toContainText('GEEN-ARTIKEL');
  await expect(refused.getByRole('row').nth(1)).toContainText('Geen artikel met dit artikelnummer.');

  await page.getByRole('link', { name: 'Naar de eigen artikelnummers' }).click();
  await page.getByLabel('Zoeken op artikelnummer of omschrijving').fill(stamp);
  await page.getByRole('main').getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByTestId('article-link-row')).toHaveCount(3);

  // The own number finds the article and shows on its card.
  await page.goto(`/search?query=${encodeURIComponent(skus[1]!.toLowerCase())}`);
  const card = page.getByTestId('product-card').first();
  await expect(card.getByRole('heading')).toHaveText(articles[1]!.name);
  await expect(card.getByTestId('own-article-number')).toHaveText(`Uw artikelnummer: ${skus[1]}`);
  // The header's dropdown names it too, with the company's price and stock.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Producten zoeken' });
  await hydrated(search);
  await search.fill(skus[1]!);
  const option = page.getByRole('listbox', { name: 'Gevonden producten' }).getByRole('option').first();
  await expect(option.getByTestId('own-article-number')).toHaveText(`Uw artikelnummer: ${skus[1]}`);
  await expect(option.getByTestId('product-price')).toBeVisible();
  await expect(option.getByTestId('stock-notice')).toBeVisible();
  await page.goto(articles[0]!.path);
  await expect(page.getByTestId('own-article-number')).toHaveText(skus[0]!);
});
