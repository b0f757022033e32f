import { readFileSync } from 'node:fs';
import { seriousViolations } from './support/axe';
import { openBackOffice } from './support/back-office';
import { expect, test } from './support/test';

test.use({ locale: 'nl-BE' });

test('a content editor uploads a picture, gives its alternative texts and finds it in the media library', async ({
  page,
}) => {
  // A PNG of 512 × 512 pixels the shop ships: its copy at 320 pixels and a WebP copy are made on upload.
  const picture = readFileSync(new URL('../apps/storefront/public/icons/icon-512.png', import.meta.url));
  await openBackOffice(page, '/admin/media', 'staff.editor');
  await page
    .getByLabel(/^Bestand/)
    .setInputFiles({ name: 'Steeksleutel set.png', mimeType: 'image/png', buffer: picture });
  await page.getByLabel(/^Nederlands/).fill('Set steeksleutels in een koffer');
  await page.getByRole('button', { name: 'Opladen' }).click();

  await expect(page).toHaveURL(/\/admin\/media\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steeksleutel set.png');
  await expect(
    page.getByText('Nog niet bruikbaar: alternatieve tekst ontbreekt in Frans, Engels.'),
  ).toBeVisible();
  await expect(page.getByText('320', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Teksten bewaren' }).click();
  await expect(page.getByText('Vul de alternatieve tekst in deze taal in.').first()).toBeVisible();
  await page.getByLabel(/^Frans/).fill('Jeu de clés plates en coffret');
  await page.getByLabel(/^Engels/).fill('Set of open-end spanners in a case');
  await page.getByRole('button', { name: 'Teksten bewaren' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByText('Niets toont deze afbeelding.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/media?term=steeksleutels');
  const row = page.getByRole('row', { name: /Steeksleutel set\.png/ });
  await expect(row).toContainText('Bruikbaar');
  await expect(row.getByRole('img', { name: 'Set steeksleutels in een koffer' })).toBeVisible();
});
