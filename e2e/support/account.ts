import { type BrowserContext, expect, type Page } from '@playwright/test';
import { importUsers, sessionOf } from './store-api';
import { hydrated } from './test';

/** The password of every demo login. */
export const demoPassword = 'demo1234';

/** Fills the login form (Dutch, French or English) and submits it. */
export async function logIn(page: Page, username: string, password = demoPassword) {
  await page.getByLabel(/^(Gebruikersnaam|Nom d'utilisateur|Username)/).fill(username);
  await page.getByLabel(/^(Wachtwoord|Mot de passe|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Inloggen|Se connecter|Log in)$/ }).click();
}

/** Lets the browser use a Store API session (see `sessionOf`): logged in without the login page. */
export async function useSession(context: BrowserContext, contextToken: string) {
  await context.addCookies([{ name: 'sw-context-token', value: contextToken, url: 'http://127.0.0.1:3100' }]);
}

/**
 * Opens an account page, logging in on the way: the login page leads back to it. Answers once the
 * page is hydrated, so that what a test types next is not typed into a page still loading.
 */
export async function openAsUser(page: Page, path: string, username: string, password = demoPassword) {
  await page.goto(path);
  await logIn(page, username, password);
  await expect(page).toHaveURL(path);
  // Without JavaScript (test.use({ javaScriptEnabled: false })) nothing hydrates: React Router's
  // inline script, which sets its context, never ran.
  if (await page.evaluate(() => '__reactRouterContext' in window)) await hydrated(page.locator('body'));
}

/** Follows the invitation link of the outbox and chooses a password. */
export async function acceptInvitation(page: Page, email: string, password: string) {
  await page.goto('/dev/outbox');
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await expect(mail.getByRole('heading')).toHaveText('Uw account voor de webshop');
  await mail.getByRole('link', { name: /password-recovery\?hash=/ }).click();
  await page.getByLabel(/^Nieuw wachtwoord/).fill(password);
  await page.getByLabel(/^Herhaal het nieuwe wachtwoord/).fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('status')).toContainText('Uw nieuwe wachtwoord');
}

/**
 * A new buyer of the demo company (imported by the lead buyer, password chosen from the
 * invitation), logged in on `page`. Answers their username, last name and the stamp that makes
 * them unique.
 */
export async function logInAsNewBuyer(page: Page, firstName: string, prefix: string) {
  const stamp = Date.now();
  const username = `${prefix}.${stamp}`;
  const lastName = `Koper${stamp}`;
  const password = `${prefix}-koper-1`;
  await importUsers(await sessionOf('demo.lead'), [
    { firstName, lastName, username, email: `${username}@demo.example`, preset: 'buyer' },
  ]);
  await acceptInvitation(page, `${username}@demo.example`, password);
  await page.goto('/auth');
  await logIn(page, username, password);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  return { username, lastName, stamp };
}
