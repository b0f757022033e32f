import { expect, test } from './support/test';

test('the home page’s hero buttons lead to the parts and products and to the services', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
    'Alles voor uw werkplaats, bouwplaats en productie',
  );
  await expect(hero).toContainText('400.000');

  await hero.getByRole('link', { name: 'Onderdelen en producten' }).click();
  await expect(page).toHaveURL('/parts-products/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onderdelen en producten');
  // Its blocks: a text, the range's categories and sliders of articles with the visitor's cards.
  await expect(page.getByRole('heading', { name: 'Ons gamma' })).toBeVisible();
  await page.getByRole('region', { name: 'Ons gamma' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Onderdelen en producten');
  await page.goBack();
  await expect(page.getByRole('button', { name: /In winkelmandje/ }).first()).toBeVisible();

  await page.goto('/');
  await hero.getByRole('link', { name: 'Diensten', exact: true }).click();
  await expect(page).toHaveURL('/services/');
  await expect(page.getByRole('heading', { name: 'Kalibratie' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vraag een dienst aan' })).toBeVisible();
  await expect(page.getByTestId('contact-form')).toHaveAttribute('action', '/contact');
});

test('the legal pages open from the footer at their address in each language; the former German ones lead there', async ({
  page,
}) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Juridisch en contact' });
  await legal.getByRole('link', { name: 'Algemene voorwaarden' }).click();
  await expect(page).toHaveURL('/algemene-voorwaarden');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algemene verkoopsvoorwaarden');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/algemene-voorwaarden$/);
  await expect(page.locator('link[hreflang="fr-BE"]')).toHaveAttribute('href', /\/fr\/conditions-generales$/);

  await page.goto('/fr');
  // The service links lead to the shop's own blog, in the page's language.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog' })).toHaveAttribute(
    'href',
    '/fr/blog',
  );
  await page
    .getByRole('navigation', { name: 'Mentions légales et contact' })
    .getByRole('link', { name: 'Confidentialité' })
    .click();
  await expect(page).toHaveURL('/fr/declaration-de-confidentialite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Déclaration de confidentialité');
  await expect(page.getByRole('heading', { name: 'Vos droits' })).toBeVisible();

  const former = await page.request.get('/en/agb', { maxRedirects: 0 });
  expect([former.status(), former.headers().location]).toEqual([301, '/en/terms-and-conditions']);
});

test('a content page asked without its trailing slash shows, naming its own address as canonical', async ({
  page,
}) => {
  const response = await page.goto('/parts-products');
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/parts-products\/$/);
});
