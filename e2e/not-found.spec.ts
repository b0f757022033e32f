import { expect, test } from './support/test';

const cases = [
  {
    path: '/deze-pagina-bestaat-niet-0815',
    heading: 'Deze pagina kon niet worden gevonden',
    home: 'Terug naar de startpagina',
    homeHref: '/',
  },
  {
    path: '/de/x',
    heading: 'Deze pagina kon niet worden gevonden',
    home: 'Terug naar de startpagina',
    homeHref: '/',
  },
  {
    path: '/en/no-such-page-0815',
    heading: 'This page could not be found',
    home: 'Back to the home page',
    homeHref: '/en',
  },
];

for (const { path, heading, home, homeHref } of cases) {
  test(`${path} shows the not-found page with a link home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const homeLink = page.getByRole('main').getByRole('link', { name: home });
    await expect(homeLink).toHaveAttribute('href', homeHref);
    await homeLink.click();
    await expect(page).toHaveURL(homeHref);
  });
}
