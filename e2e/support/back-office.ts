import type { Page } from '@playwright/test';
import { demoPassword } from './account';
import { expect, hydrated } from './test';

/**
 * Signs a demo staff member in to the back-office and opens `path`. The demo staff speak Dutch, and
 * the sign-in page speaks the browser's language: the specs run with `locale: 'nl-BE'`.
 */
export async function openBackOffice(page: Page, path: string, username: string) {
  await page.goto(path);
  await page.getByLabel(/^Gebruikersnaam/).fill(username);
  await page.getByLabel(/^Wachtwoord/).fill(demoPassword);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(path);
  // A sign-in posted before the sign-in page hydrated loads the next page as a document: what a test
  // types into it before it hydrates may be lost.
  await hydrated(page.getByRole('button', { name: 'Afmelden' }));
}
