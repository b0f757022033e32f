import { logIn } from './support/account';
import { promisedDays } from './support/delivery';
import {
  categoryListing,
  categoryWithProducts,
  languageIds,
  mainNavigation,
  seoPathIn,
} from './support/store-api';
import { expect, hydrated, type Page, test } from './support/test';

test.use({ viewport: { width: 1440, height: 900 } });

const banner = (page: Page) => page.getByRole('banner');
const searchBox = (page: Page) => banner(page).getByRole('combobox', { name: 'Producten zoeken' });

/** A word of a product name that the search finds more than five products for. */
async function frequentWord(): Promise<string> {
  const { category } = await categoryWithProducts(12);
  const { elements } = await categoryListing(category.id, { limit: 12 });
  const words = elements.flatMap((product) => product.translated.name.split(/\s+/));
  const counts = new Map<string, number>();
  for (const word of words.filter((candidate) => /^\p{L}{4,}$/u.test(candidate)))
    counts.set(word, (counts.get(word) ?? 0) + 1);
  const [word] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return word;
}

test.describe('service navigation', () => {
  test('shows three entries inline and the rest under more, each submenu by mouse and keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const service = page.getByRole('navigation', { name: 'Servicemenu' });
    await expect(service.getByRole('link', { name: 'Over ons', exact: true })).toBeVisible();
    await expect(service.getByRole('link', { name: 'Diensten', exact: true })).toBeVisible();
    await expect(service.getByRole('link', { name: 'Vestigingen', exact: true })).toBeVisible();
    await expect(service.getByRole('link', { name: 'Contact', exact: true })).toBeHidden();

    // The submenu opens by script: a click before hydration is lost.
    await hydrated(service.getByRole('button', { name: 'Meer' }));
    await service.getByRole('button', { name: 'Meer' }).click();
    await expect(service.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    await expect(service.getByRole('link', { name: 'Vacatures', exact: true })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.mouse.click(5, 600);
    await expect(service.getByRole('link', { name: 'Contact', exact: true })).toBeHidden();

    const toggle = service.getByRole('button', { name: 'Over ons: submenu openen' });
    await hydrated(toggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(service.getByRole('link', { name: 'Geschiedenis' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(service.getByRole('link', { name: 'Geschiedenis' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('hides while the search has the focus', async ({ page }) => {
    await page.goto('/');
    const service = page.getByTestId('service-navigation');
    await expect(service).toBeVisible();
    await searchBox(page).click();
    await expect(service).toBeHidden();
    await page.mouse.click(5, 600);
    await expect(service).toBeVisible();
  });
});

test.describe('header search', () => {
  test.describe('for a user who did not ask for less motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('types its placeholder phrase by phrase, a letter at a time', async ({ page }) => {
      await page.goto('/');
      const box = searchBox(page);
      await expect
        .poll(async () => await box.getAttribute('placeholder'), { timeout: 6000, intervals: [50] })
        .toBe('Zoek op artikelnummer');
      // What the placeholder shows over the next 3.5 seconds, sampled every 30 ms.
      const seen = await box.evaluate(
        (input: HTMLInputElement) =>
          new Promise<string[]>((resolve) => {
            const values: string[] = [];
            const timer = setInterval(() => {
              if (values.at(-1) !== input.placeholder) values.push(input.placeholder);
            }, 30);
            setTimeout(() => {
              clearInterval(timer);
              resolve(values);
            }, 3500);
          }),
      );
      expect(seen).toContain('Z');
      expect(seen).toContain('Zoek op E');
      expect(seen).toContain('Zoek op EAN');
    });
  });

  test('shows at most five results after typing, then leads to all results', async ({ page }) => {
    const word = await frequentWord();
    await page.goto('/');
    // Typed before hydration, the word would wait for no dropdown.
    await hydrated(searchBox(page));
    await searchBox(page).fill(word);
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown.getByRole('status')).toHaveText('Zoeken…');
    const options = dropdown.getByRole('listbox', { name: 'Gevonden producten' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    // Five products at most (then the categories and brands it leads to), and all results.
    expect(await options.filter({ hasText: 'Art.nr.' }).count()).toBeLessThanOrEqual(5);
    await expect(options.first()).toContainText('Art.nr.');
    await dropdown.getByRole('option', { name: 'Alle resultaten tonen' }).click();
    await expect(page).toHaveURL(`/search?query=${encodeURIComponent(word)}`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('says when nothing matches, closes on Escape and a click outside, empties with the query', async ({
    page,
  }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('zzqxqzzqxq');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toContainText('Geen producten gevonden voor “zzqxqzzqxq”.');
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await box.click();
    await expect(dropdown).toContainText('Geen producten gevonden');
    await page.mouse.click(5, 600);
    await expect(dropdown).toBeHidden();
    await box.click();
    await box.fill('');
    await expect(dropdown.getByRole('status')).toHaveCount(0);
  });

  test('Enter and the search icon open the search page', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('bout');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?query=bout');
    await expect(page.getByTestId('search-dropdown')).toBeHidden();
    // The search page shows its own query in the box once it is there; type only after that.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('bout');

    await searchBox(page).fill('moer');
    await banner(page).getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page).toHaveURL('/search?query=moer');
  });

  test('is a combobox: the arrows mark a result while the field keeps the focus, Enter opens it', async ({
    page,
  }) => {
    const word = await frequentWord();
    await page.goto('/');
    await hydrated(searchBox(page));
    await searchBox(page).focus();
    await page.keyboard.type(word);
    const options = page.getByRole('listbox', { name: 'Gevonden producten' }).getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    const marked = async (index: number) => {
      await expect(searchBox(page)).toBeFocused();
      await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(searchBox(page)).toHaveAttribute(
        'aria-activedescendant',
        (await options.nth(index).getAttribute('id'))!,
      );
    };
    await page.keyboard.press('ArrowDown');
    await marked(0);
    await page.keyboard.press('ArrowDown');
    await marked(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    const name = (await options.first().locator('span span').first().textContent())!.trim();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('the article number filter searches numbers only, on the search page too', async ({ page }) => {
    const { category } = await categoryWithProducts(1);
    const [product] = (await categoryListing(category.id, { limit: 1 })).elements;
    await page.goto('/');
    await searchBox(page).click();
    await page.getByRole('checkbox', { name: 'Alleen in artikelnummers' }).check();
    await expect(page.getByRole('checkbox', { name: 'Al gekocht' })).toHaveCount(0);
    // Part of the number: the whole number would open the article itself.
    const part = product!.productNumber.slice(0, -1);
    await searchBox(page).fill(part);
    await expect(
      page.getByRole('listbox', { name: 'Gevonden producten' }).getByRole('option').first(),
    ).toContainText(part);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/search?query=${encodeURIComponent(part)}&in=number`);
    await expect(page.getByTestId('search-filters-note')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toContainText(part);

    // A word of a name is no article number.
    const word = product!.translated.name.split(/\s+/).find((candidate) => /^\p{L}{4,}$/u.test(candidate))!;
    await page.goto(`/search?query=${encodeURIComponent(word)}&in=number`);
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  });

  test('a logged-in customer can search the articles already bought', async ({ page }) => {
    await page.goto('/auth');
    await logIn(page, 'demo.buyer');
    await expect(page).toHaveURL('/account/dashboard');
    // The filter opens with the field's focus, which only the hydrated field handles.
    await hydrated(searchBox(page));
    await searchBox(page).click();
    await page.getByRole('checkbox', { name: 'Al gekocht' }).check();
    await searchBox(page).fill('zzqxqzzqxq');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?query=zzqxqzzqxq&bought=1');
    await expect(page.getByTestId('search-filters-note')).toContainText(
      'Alleen artikelen die uw bedrijf al kocht.',
    );
    await searchBox(page).click();
    await expect(page.getByRole('checkbox', { name: 'Al gekocht' })).toBeChecked();
  });
});

test('the language switcher shows two-letter codes with the current one highlighted', async ({ page }) => {
  await page.goto('/fr/search?query=vis');
  const switcher = page.getByRole('navigation', { name: 'Choisir la langue' });
  await expect(switcher.getByRole('link')).toHaveText(['NL', 'EN', 'FR']);
  await expect(switcher.getByRole('link', { name: 'FR' })).toHaveAttribute('aria-current', 'true');
  await expect(switcher.getByRole('link', { name: 'EN' })).toHaveAttribute('href', '/en/search?query=vis');
});

test('the country switcher unfolds one country at a time to its branches', async ({ page }) => {
  await page.goto('/');
  const button = banner(page).getByRole('button', { name: /^Land en vestiging kiezen: België$/ });
  await expect(button).toHaveText('België');
  await button.click();
  const dropdown = page.getByTestId('country-dropdown');
  await expect(dropdown).toBeVisible();
  expect(await dropdown.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('443px');
  await dropdown.getByRole('button', { name: 'België' }).click();
  await expect(dropdown.getByText('Vlaanderen', { exact: true })).toBeVisible();
  // A folder is plain text, not a link.
  await expect(dropdown.getByRole('link', { name: 'Vlaanderen' })).toHaveCount(0);
  await expect(dropdown.getByRole('link', { name: 'Gent' })).toHaveAttribute(
    'href',
    'https://gent.example.com',
  );
  await dropdown.getByRole('button', { name: 'Nederland' }).click();
  await expect(dropdown.getByRole('link', { name: 'Breda' })).toBeVisible();
  await expect(dropdown.getByRole('link', { name: 'Gent' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe('main navigation', () => {
  test('hovering a category opens its expanded navigation, leaving closes it', async ({ page }) => {
    const first = (await mainNavigation(3)).find((category) =>
      category.children.some((sub) => sub.children.length > 0),
    )!;
    const leaf = first.children.find((sub) => sub.children.length > 0)!.children[0]!;
    await page.goto('/');
    // The page carries two levels; the third comes with the panel.
    expect(await page.content()).not.toContain(leaf.translated.name);
    const nav = page.getByRole('navigation', { name: 'Hoofdcategorieën' });
    const bar = await nav.boundingBox();
    expect(bar?.height).toBe(48);
    await nav.getByRole('link', { name: first.translated.name, exact: true }).hover();
    const panel = page.getByTestId('mega-menu');
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('link', { name: first.children[0]!.translated.name, exact: true }),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: leaf.translated.name, exact: true })).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Waarom bij ons' }).getByRole('listitem')).toHaveCount(4);
    // The delivery claim is the delivery promise's: the shop's cut-off and the first day it gives.
    await expect(panel.getByRole('list', { name: 'Waarom bij ons' })).toContainText(
      new RegExp(`Op voorraad en vóór 16:00 besteld: geleverd vanaf ${promisedDays.nl}`),
    );
    await page.mouse.move(700, 60);
    await expect(panel).toBeHidden();
  });

  test('a click opens it, a click outside and a new page close it', async ({ page }) => {
    const [first] = await mainNavigation(3);
    const sub = first!.children[0]!;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdcategorieën' });
    const top = nav.getByRole('link', { name: first!.translated.name, exact: true });
    await top.click();
    const panel = page.getByTestId('mega-menu');
    await expect(panel).toBeVisible();
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(5, 5);
    await expect(panel).toBeHidden();

    await top.click();
    await panel.getByRole('link', { name: sub.translated.name, exact: true }).click();
    await expect(page).toHaveURL(seoPathIn(sub, (await languageIds())['nl-NL']!));
    await expect(panel).toBeHidden();
  });

  test('works by keyboard: Enter opens, arrow down enters, Escape closes and returns', async ({ page }) => {
    const [first] = await mainNavigation(3);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdcategorieën' });
    const top = nav.getByRole('link', { name: first!.translated.name, exact: true });
    await hydrated(top);
    await top.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('mega-menu');
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(top).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
  });

  test('a folder in the bar is a button that opens its panel by click, keyboard and hover, named in its header', async ({
    page,
  }) => {
    const folder = (await mainNavigation(3)).find(
      (candidate) => candidate.type === 'folder' && candidate.children.length > 0,
    )!;
    const name = folder.translated.name;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdcategorieën' });
    const entry = nav.getByRole('button', { name, exact: true });
    const panel = page.getByTestId('mega-menu');
    await hydrated(entry);
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    // No page of its own: the header names the folder, its first link is a sub-category.
    await expect(panel.getByText(name, { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: `Alles in ${name}` })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await entry.click();
    await expect(panel).toBeVisible();
    await entry.click();
    await expect(panel).toBeHidden();
    await page.mouse.move(5, 5);
    await entry.hover();
    await expect(panel).toBeVisible();
  });

  test('by keyboard the panel is a menu: arrows, Home and End walk it without scrolling the page, Escape and Tab out close it', async ({
    page,
  }) => {
    const category = (await mainNavigation(3)).find((candidate) => candidate.children.length > 4)!;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdcategorieën' });
    const top = nav.getByRole('link', { name: category.translated.name, exact: true });
    const panel = page.getByTestId('mega-menu');
    const links = panel.getByRole('link');
    await hydrated(top);
    const focusedLeft = () => page.evaluate(() => document.activeElement!.getBoundingClientRect().left);
    await top.focus();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(1)).toBeFocused();
    const firstColumn = await focusedLeft();
    await page.keyboard.press('ArrowRight');
    await expect(panel.locator(':focus')).toHaveCount(1);
    expect(await focusedLeft()).toBeGreaterThan(firstColumn + 100);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedLeft()).toBe(firstColumn);
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await expect(panel).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(top).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });

  test('internal entries lead to pages of the same language', async ({ page }) => {
    const [first] = await mainNavigation(3, (await languageIds())['fr-FR']);
    await page.goto('/fr');
    const nav = page.getByRole('navigation', { name: 'Catégories principales' });
    const top = nav.getByRole('link', { name: first!.translated.name, exact: true });
    await hydrated(top);
    await top.hover();
    const sub = page
      .getByTestId('mega-menu')
      .getByRole('link', { name: first!.children[0]!.translated.name, exact: true });
    await expect(sub).toHaveAttribute('href', /^\/fr\//);
  });

  test('an external entry opens its address in a new tab', async ({ page }) => {
    await page.goto('/');
    const link = page
      .getByRole('navigation', { name: 'Hoofdcategorieën' })
      .getByRole('link', { name: 'Online catalogus' });
    await expect(link).toHaveAttribute('href', 'https://www.example.com/catalogus');
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test('scrolling down slides the service and main navigation away, scrolling up brings them back', async ({
  page,
}) => {
  const { category } = await categoryWithProducts(20);
  await page.goto(seoPathIn(category, (await languageIds())['nl-NL']!));
  const nav = page.getByRole('navigation', { name: 'Hoofdcategorieën' });
  const service = page.getByTestId('service-navigation');
  await expect(nav).toBeVisible();
  // The header follows the scrolling once React has attached its listener.
  await hydrated(searchBox(page));
  const mainTop = await page.getByRole('main').evaluate((element) => element.getBoundingClientRect().top);
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  await expect(nav).toBeHidden();
  await expect(service).toBeHidden();
  await expect(searchBox(page)).toBeInViewport();
  // A transform: the page below keeps its place.
  const scrolledBy = await page.evaluate(() => window.scrollY);
  expect(await page.getByRole('main').evaluate((element) => element.getBoundingClientRect().top)).toBeCloseTo(
    mainTop - scrolledBy,
    0,
  );
  await page.mouse.wheel(0, -200);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  await expect(nav).toBeVisible();
});

test('by keyboard only: the account menu opens, walks its links and closes on Escape', async ({ page }) => {
  await page.goto('/auth');
  await logIn(page, 'demo.buyer');
  await expect(page).toHaveURL('/account/dashboard');
  const summary = page.getByLabel('Account van Tom');
  await hydrated(summary);
  await summary.focus();
  await page.keyboard.press('Enter');
  const dashboard = banner(page).getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dashboard).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dashboard).toBeHidden();
  await expect(summary).toBeFocused();
});
