import { mainNavigation } from './support/store-api';
import { expect, hydrated, type Page, test } from './support/test';

test.use({ viewport: { width: 375, height: 800 } });

const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });

test('the phone header has logo, account, cart, language, search and the menu button', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /startpagina/ })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Inloggen / registreren' })).toBeVisible();
  await expect(banner.getByTestId('header-cart')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'NL Taal: Nederlands' })).toBeVisible();
  await expect(menuButton(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdcategorieën' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Servicemenu' })).toBeHidden();

  await banner.getByRole('button', { name: 'NL Taal: Nederlands' }).click();
  await expect(banner.getByRole('link', { name: 'FR', exact: true })).toHaveAttribute('href', '/fr');
  await expect(banner.getByRole('link', { name: 'NL', exact: true })).toHaveAttribute('aria-current', 'true');
});

test('the search grows over the menu button while it has the focus', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Producten zoeken' });
  const before = (await search.boundingBox())!.width;
  await search.click();
  await expect(menuButton(page)).toBeHidden();
  expect((await search.boundingBox())!.width).toBeGreaterThan(before);
  await page.mouse.click(200, 700);
  await expect(menuButton(page)).toBeVisible();
});

test('the menu slides in, drills down and back a level at a time, and back at the top closes it', async ({
  page,
}) => {
  const [first] = await mainNavigation(3);
  const sub = first!.children[0]!;
  await page.goto('/');
  await hydrated(menuButton(page));
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Assortiment' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Service' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Landen en vestigingen: submenu openen' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await menu.getByRole('button', { name: `${first!.translated.name}: submenu openen` }).click();
  await expect(menu.getByRole('heading', { name: first!.translated.name })).toBeVisible();
  await menu.getByRole('button', { name: `${sub.translated.name}: submenu openen` }).click();
  await expect(menu.getByRole('heading', { name: sub.translated.name })).toBeVisible();
  await expect(menu.getByRole('link', { name: sub.children[0]!.translated.name, exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Terug', exact: true }).click();
  await expect(menu.getByRole('heading', { name: first!.translated.name })).toBeVisible();
  await menu.getByRole('button', { name: 'Terug', exact: true }).click();
  await expect(menu.getByRole('heading', { name: 'Assortiment' })).toBeVisible();
  await menu.getByRole('button', { name: 'Terug: menu sluiten' }).click();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('the menu holds the countries and closes with its button, a click beside it and a link', async ({
  page,
}) => {
  const [first] = await mainNavigation(3);
  const sub = first!.children[0]!;
  await page.goto('/');
  await hydrated(menuButton(page));
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Landen en vestigingen: submenu openen' }).click();
  await menu.getByRole('button', { name: 'België: submenu openen' }).click();
  await menu.getByRole('button', { name: 'Vlaanderen: submenu openen' }).click();
  await expect(menu.getByRole('link', { name: 'Gent' })).toHaveAttribute('href', 'https://gent.example.com');
  await menu.getByRole('button', { name: 'Menu sluiten' }).click();
  await expect(menu).toBeHidden();

  await menuButton(page).click();
  // A click beside the menu counts once the menu is open.
  await expect(menu).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(menu).toBeHidden();

  await menuButton(page).click();
  await menu.getByRole('button', { name: `${first!.translated.name}: submenu openen` }).click();
  await menu.getByRole('link', { name: `Alles in ${first!.translated.name}` }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.translated.name);
  expect(sub).toBeTruthy();
});

test('by keyboard only: the menu keeps the focus inside, Escape closes and returns to its button', async ({
  page,
}) => {
  const [first] = await mainNavigation(3);
  await page.goto('/');
  await hydrated(menuButton(page));
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // The menu's code and levels load when it first opens: on two busy cores that can take seconds.
  await expect(menu).toBeVisible({ timeout: 15_000 });
  await expect(menu.getByRole('button', { name: 'Terug: menu sluiten' })).toBeFocused();
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await menu.getByRole('button', { name: `${first!.translated.name}: submenu openen` }).focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('heading', { name: first!.translated.name })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Terug', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('heading', { name: 'Assortiment' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('by keyboard only: the login dialog opens from the account icon and closes with Escape', async ({
  page,
}) => {
  await page.goto('/');
  const account = page.getByRole('banner').getByRole('link', { name: 'Inloggen / registreren' });
  await hydrated(account);
  const dialog = page.getByRole('dialog', { name: 'Inloggen' });
  // On a busy machine a key pressed while the page is still settling may go unheard: the icon keeps
  // the focus then, and Enter is pressed again (never once the dialog has opened).
  await expect(async () => {
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByLabel('Gebruikersnaam')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
