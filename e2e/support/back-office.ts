import { expect, type Page } from '@playwright/test';
import { demoPassword } from './account';

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
}
