import { expect, test } from './support/test';

for (const width of [1440, 375]) {
  test.describe(`error pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('an unknown French page gives the translated 404 page with a link home', async ({ page }) => {
      const response = await page.goto('/fr/cette-page-nexiste-pas-0815');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
      await expect(page).toHaveTitle('Cette page est introuvable');
      await expect(
        page.getByRole('main').getByRole('link', { name: "Retour à la page d'accueil" }),
      ).toHaveAttribute('href', '/fr');
      // Error pages are not pages of their own: no canonical address.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  });
}
