import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { openBackOffice } from './support/back-office';
import { expect, test } from './support/test';

test.use({ locale: 'nl-BE' });

/**
 * A moment as the schedule's field takes it, on Brussels time, to the second (never on a whole
 * minute: the field would drop its seconds).
 */
function brusselsTime(at: Date): string {
  const moment = at.getUTCSeconds() === 0 ? new Date(at.getTime() + 1000) : at;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The page's texts in a language: the first group named after it (the blocks' groups come after). */
const texts = (page: Page, language: string): Locator =>
  page.getByRole('group', { name: new RegExp(`^${language}`) }).first();

test('an editor writes a page in three languages, previews it, schedules it and sees it appear; a slug change redirects', async ({
  page,
  context,
}) => {
  const key = `onderhoud-${Date.now()}`;
  await openBackOffice(page, '/admin/content', 'staff.editor');
  await page
    .getByRole('region', { name: 'Nieuwe pagina' })
    .getByLabel(/^Sleutel/)
    .fill(key);
  await page.getByRole('button', { name: 'Pagina aanmaken' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/page\/[0-9a-f-]{36}$/);
  const editor = page.url();

  const languages = [
    { name: 'Nederlands', title: 'Onderhoud van machines', path: key, text: 'Wij onderhouden uw machines.' },
    {
      name: 'Frans',
      title: 'Entretien des machines',
      path: `fr-${key}`,
      text: 'Nous entretenons vos machines.',
    },
    { name: 'Engels', title: 'Machine maintenance', path: `en-${key}`, text: 'We service your machines.' },
  ];
  for (const language of languages) {
    const group = texts(page, language.name);
    await group.getByLabel(/^Paginatitel/).fill(language.title);
    await group.getByLabel(/^Adres/).fill(language.path);
    await group.getByLabel(/^Titel voor zoekmachines/).fill(language.title);
  }
  // The English page names the Dutch one as the address search engines should index.
  await texts(page, 'Engels')
    .getByLabel(/^Canoniek adres/)
    .fill(`/${key}`);
  await page.getByLabel(/^Soort nieuw blok/).selectOption({ label: 'Tekst' });
  await page.getByRole('button', { name: 'Blok toevoegen' }).click();
  const block = page.getByRole('group', { name: 'Blok 1: Tekst' });
  await expect(block).toBeVisible();
  // Only Dutch filled in: the others are marked as missing translations once saved.
  await block
    .getByRole('group', { name: 'Nederlands' })
    .getByLabel(/^Tekst/)
    .fill(languages[0]!.text);
  await page.getByRole('button', { name: 'Concept bewaren' }).click();
  await expect(page.getByRole('status')).toContainText('Het concept is bewaard');
  await expect(block.getByText('Vertaling ontbreekt')).toHaveCount(2);
  for (const [index, language] of languages.entries()) {
    if (index === 0) continue;
    await block
      .getByRole('group', { name: language.name })
      .getByLabel(/^Tekst/)
      .fill(language.text);
  }
  await page.getByRole('button', { name: 'Concept bewaren' }).click();
  await expect(page.getByRole('status')).toContainText('Het concept is bewaard');
  await expect(page.getByText('Vertaling ontbreekt')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The shop does not serve the draft.
  expect((await page.request.get(`/${key}`)).status()).toBe(404);

  // The preview opens the French storefront page of the draft, for staff only, not indexed.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Voorbeeld in het Frans' }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/fr/fr-${key}\\?preview=`));
  await expect(preview.getByRole('note')).toContainText('Aperçu d’un brouillon');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Entretien des machines');
  await expect(preview.getByText('Nous entretenons vos machines.')).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.close();

  // Scheduled a few seconds ahead, it appears without anyone publishing it.
  await page.getByLabel(/^Publiceren op/).fill(brusselsTime(new Date(Date.now() + 10_000)));
  await page.getByRole('button', { name: 'Bewaren en plannen' }).click();
  await expect(page.getByRole('status')).toContainText('op het gekozen tijdstip gepubliceerd');
  await expect(page.getByText(/Wordt gepubliceerd op/)).toBeVisible();
  await expect.poll(async () => (await page.request.get(`/${key}`)).status(), { timeout: 60_000 }).toBe(200);
  await page.goto(`/en/en-${key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Machine maintenance');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+/${key}$`),
  );

  // A changed address keeps the old one, which leads to the new.
  await page.goto(editor);
  await texts(page, 'Nederlands')
    .getByLabel(/^Adres/)
    .fill(`${key}-nieuw`);
  await page.getByRole('button', { name: 'Bewaren en nu publiceren' }).click();
  await expect(page.getByRole('status')).toContainText('De pagina is gepubliceerd');
  const old = await page.request.get(`/${key}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/${key}-nieuw`);
  await page.goto(`/${key}`);
  await expect(page).toHaveURL(`/${key}-nieuw`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onderhoud van machines');
});

test('an editor writes a blog post, previews it and publishes it', async ({ page, context }) => {
  const slug = `veilig-werken-${Date.now()}`;
  await openBackOffice(page, '/admin/content', 'staff.editor');
  await page
    .getByRole('region', { name: 'Nieuw blogbericht' })
    .getByLabel(/^Sleutel/)
    .fill(slug);
  await page.getByRole('button', { name: 'Bericht aanmaken' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/blog\/[0-9a-f-]{36}$/);

  const dutch = texts(page, 'Nederlands');
  await dutch.getByLabel(/^Paginatitel/).fill('Veilig werken met handschoenen');
  await dutch.getByLabel(/^Adres/).fill(slug);
  await dutch.getByLabel(/^Inleiding/).fill('Welke handschoen voor welk werk?');
  await page.getByLabel(/^Auteur/).fill('Eva Editor');
  await page.getByLabel(/^Soort nieuw blok/).selectOption({ label: 'Tekst' });
  await page.getByRole('button', { name: 'Blok toevoegen' }).click();
  await page
    .getByRole('group', { name: 'Blok 1: Tekst' })
    .getByRole('group', { name: 'Nederlands' })
    .getByLabel(/^Tekst/)
    .fill('Draag altijd handschoenen.');
  await page.getByRole('button', { name: 'Concept bewaren' }).click();
  await expect(page.getByRole('status')).toContainText('Het concept is bewaard');
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Voorbeeld in het Nederlands' }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/blog/${slug}\\?preview=`));
  await expect(preview.getByRole('note')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Veilig werken met handschoenen');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.close();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Bewaren en nu publiceren' }).click();
  await expect(page.getByRole('status')).toContainText('gepubliceerd');
  // Every process of the shop takes the new catalogue version within a second.
  await expect.poll(async () => (await page.request.get(`/blog/${slug}`)).status()).toBe(200);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veilig werken met handschoenen');
  await expect(page.getByText('Draag altijd handschoenen.')).toBeVisible();
});
