import { expect, type Page, test } from './support/test';

const shopNames = ['Trade Shop Antwerpen', 'Trade Shop Hasselt', 'Trade Shop Melle', 'Trade Shop Liège'];

async function footerOf(page: Page, path: string) {
  await page.goto(path);
  return page.getByRole('contentinfo');
}

for (const width of [1440, 375]) {
  test.describe(`footer at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('without a footer content page the fixed footer shows logo, service links, regions and the four shops', async ({
      page,
    }) => {
      const footer = await footerOf(page, '/');
      await expect(footer.getByRole('link', { name: 'Trade Shop' })).toHaveAttribute('href', '/');
      await expect(footer.getByRole('heading', { name: 'Regionale contactpersonen' })).toBeVisible();
      for (const region of ['Oost', 'Zuid', 'West', 'Noord']) {
        await expect(footer.locator('summary', { hasText: region })).toBeVisible();
      }
      await expect(footer.getByRole('heading', { name: 'Onze winkels' })).toBeVisible();
      for (const name of shopNames) {
        const shop = footer.getByTestId('footer-shop').filter({ has: page.getByRole('heading', { name }) });
        await expect(shop).toContainText('Maandag tot vrijdag 8:00-17:00');
        await expect(shop.getByRole('link', { name: /^Telefoon/ })).toHaveAttribute('href', /^tel:\+32\d+$/);
        await expect(shop.getByRole('link', { name: /^E-mail/ })).toHaveAttribute('href', /^mailto:.+@/);
      }
    });

    test('regional location groups open and close', async ({ page }) => {
      const footer = await footerOf(page, '/');
      const east = footer
        .getByTestId('footer-group')
        .filter({ has: page.locator('summary', { hasText: 'Oost' }) });
      const phone = east.getByRole('link', { name: 'Telefoon: +32 11 50 20 21' });
      await expect(phone).toBeHidden();
      await east.locator('summary').click();
      await expect(phone).toBeVisible();
      await expect(east.getByText('Genk', { exact: true })).toBeVisible();
      await east.locator('summary').click();
      await expect(phone).toBeHidden();
    });

    test('the footer speaks the language of the page', async ({ page }) => {
      const footer = await footerOf(page, '/fr');
      await expect(footer.getByRole('heading', { name: 'Nos magasins' })).toBeVisible();
      await expect(footer.getByText('Du lundi au vendredi de 8h00 à 17h00')).toHaveCount(4);
      await expect(footer.locator('summary', { hasText: 'Ouest' })).toBeVisible();
    });
  });
}
