import { expect, hydrated, type Page, test } from './support/test';

const demoPassword = 'demo1234';

async function logIn(page: Page, username: string, password = demoPassword) {
  await page.getByLabel('Gebruikersnaam').or(page.getByLabel("Nom d'utilisateur")).fill(username);
  await page.getByLabel(/^(Wachtwoord|Mot de passe)/).fill(password);
  await page.getByRole('button', { name: /^(Inloggen|Se connecter)$/ }).click();
}

/** The header's login dialog; before the page is hydrated its link leads to the login page instead. */
async function openLoginDialog(page: Page) {
  const loginLink = page.getByRole('link', { name: 'Inloggen / registreren' });
  await hydrated(loginLink);
  await loginLink.click();
  return page.getByRole('dialog', { name: 'Inloggen' });
}

test('a lead buyer logs in from the header dialog, sees their company on the dashboard and logs out again', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Gebruikersnaam').fill('demo.lead');
  await dialog.getByLabel(/^Wachtwoord/).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Inloggen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ongeldige gebruikersnaam en/of wachtwoord.');
  await dialog.getByLabel(/^Wachtwoord/).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByText('100001', { exact: true })).toBeVisible();
  await expect(page.getByText('Demo Bouw & Techniek NV', { exact: true })).toBeVisible();

  await page.getByLabel('Account van Lien').click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Inloggen / registreren' })).toBeVisible();
});

test('logging in from the header leads back to the page the buyer was on, with and without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto('/search?query=bout&page=2');
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('Gebruikersnaam').fill('demo.buyer');
  await dialog.getByLabel(/^Wachtwoord/).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL('/search?query=bout&page=2');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Account van Tom')).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/fr/search?query=bout');
  await plain.getByRole('link', { name: "Se connecter / s'inscrire" }).click();
  await logIn(plain, 'other.lead');
  await expect(plain).toHaveURL('/fr/search?query=bout');
  await context.close();
});

test('a login leads only to pages of the shop itself, and never back to the login', async ({ page }) => {
  for (const target of ['//evil.example/', '/%09/evil.example', 'https://evil.example/', '/auth']) {
    await page.context().clearCookies();
    await page.goto(`/auth?${new URLSearchParams({ redirectTo: decodeURIComponent(target) })}`);
    await logIn(page, 'demo.buyer');
    await expect(page, target).toHaveURL('/account/dashboard');
  }
});

test('the login dialog swaps to the forgot-password form and back, and closes', async ({ page }) => {
  await page.goto('/fr');
  await page.getByRole('link', { name: "Se connecter / s'inscrire" }).click();
  const login = page.getByRole('dialog', { name: 'Se connecter' });
  await login.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Mot de passe oublié ?' });
  await forgot.getByLabel("Nom d'utilisateur").fill('nobody.known');
  await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(forgot.getByRole('status')).toBeVisible();
  await forgot.getByRole('button', { name: 'Retour à la connexion' }).click();
  await expect(page.getByRole('dialog', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscrivez votre entreprise' })).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a wrong password shows that username or password is invalid', async ({ page }) => {
  await page.goto('/auth');
  await logIn(page, 'demo.buyer', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Ongeldige gebruikersnaam en/of wachtwoord.');
  await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('demo.buyer');
});

test('an inactive user is told their account is inactive', async ({ page }) => {
  await page.goto('/auth');
  await logIn(page, 'demo.inactive');
  await expect(page.getByRole('alert')).toContainText('Uw account is niet actief.');
});

test('a user of an inactive company is told so in French on the French login page', async ({ page }) => {
  await page.goto('/fr/auth');
  await logIn(page, 'closed.lead');
  await expect(page.getByRole('alert')).toContainText('Votre entreprise est inactive.');
});

test('an account page asks a logged-out visitor to log in first and leads back afterwards', async ({
  page,
}) => {
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL('/auth?redirectTo=%2Faccount%2Fdashboard');
  await logIn(page, 'demo.buyer');
  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByText('Tom Janssens', { exact: true })).toBeVisible();
});

test('login works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/auth');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await page.getByLabel('Username').fill('other.lead');
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/en/account/dashboard');
  await expect(page.getByText('Other Industrie BV', { exact: true })).toBeVisible();
  await context.close();
});

test('asking for a new password shows the same notice whoever asks', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL('/auth/password-forgot');
  // The login form has a username field too: fill the new page's, not the one it replaces.
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten?' })).toBeVisible();
  await page.getByLabel('Gebruikersnaam').fill('demo.buyer');
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Als we deze gebruikersnaam kennen, is er een e-mail met een link om een nieuw wachtwoord in te stellen onderweg.',
  );
});

test('a user who must renew the password is led from the login to choosing one, then logs in with it', async ({
  page,
}) => {
  await page.goto('/auth');
  await logIn(page, 'demo.reset');
  await expect(page).toHaveURL(/\/auth\/password-set\?hash=/);
  await page.getByLabel(/^Nieuw wachtwoord/).fill('een-eigen-wachtwoord');
  await page.getByLabel(/^Herhaal/).fill('een-eigen-wachtwoord');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL('/auth?notice=password-saved');
  await logIn(page, 'demo.reset', 'een-eigen-wachtwoord');
  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByText('Emma Wouters', { exact: true })).toBeVisible();
});
