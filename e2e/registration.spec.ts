import { belgianVat } from '@tradeshop/domain';
import {
  confirmationPath,
  newBelgianVat,
  registerCompanyElsewhere,
  uniqueName,
} from './support/registration';
import { expect, type Page, test } from './support/test';

/** The VAT number of demo company 100001 (seed: apps/store-api/src/demo/accounts.ts). */
const demoCompanyVat = belgianVat('07123456');
const password = 'Registratie2026';

/** The company check and company details in Dutch, with the city chosen from the city search. */
async function fillCompanyStepsInDutch(page: Page, vatNumber: string, companyName: string) {
  await page.getByLabel('Btw-nummer').fill(vatNumber);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('heading', { name: 'Bedrijfsgegevens' })).toBeVisible();
  await page.getByLabel('Bedrijfsnaam').fill(companyName);
  await page.getByLabel('Voorkeursvestiging').selectOption({ label: 'Melle' });
  await page.getByLabel('Straat').fill('Kortrijksesteenweg');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('900');
  await page.getByRole('listbox').getByRole('option', { name: '9000 Gent' }).click();
  await expect(page.getByLabel('Postcode')).toHaveValue('9000');
  await expect(page.getByLabel('Gemeente')).toHaveValue('Gent');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('heading', { name: 'Persoonlijke gegevens' })).toBeVisible();
}

async function fillPersonalDataInDutch(page: Page, email: string) {
  await page.getByLabel('Mevr.').check();
  await page.getByLabel('Voornaam').fill('Sofie');
  await page.getByLabel('Achternaam').fill('Peeters');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoon').fill('+32 9 123 45 67');
  await page.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(password);
  await page.getByLabel('Herhaal het wachtwoord').fill(password);
  await page.getByLabel(/privacyverklaring/).check();
  await page.getByLabel(/algemene voorwaarden/).check();
}

async function logIn(page: Page, username: string) {
  await page.getByRole('textbox', { name: /^(Gebruikersnaam|Nom d'utilisateur|Username)$/ }).fill(username);
  await page.getByRole('textbox', { name: /^(Wachtwoord|Mot de passe|Password)$/ }).fill(password);
  await page.getByRole('button', { name: /^(Inloggen|Se connecter|Log in)$/ }).click();
}

test('a new company registers in Dutch, confirms the link of the mail and sees itself on the dashboard', async ({
  page,
}) => {
  const vatNumber = newBelgianVat();
  const companyName = `Peeters Techniek ${uniqueName('nv')}`;
  const email = `${uniqueName('sofie')}@example.com`;

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Registreer uw bedrijf' }).click();
  await expect(page).toHaveURL('/register/company');
  await page.getByRole('link', { name: /^Nieuwe klant/ }).click();
  await expect(page.getByRole('navigation', { name: 'Registratiestappen' })).toContainText(
    '1. Bedrijfscheck',
  );

  await fillCompanyStepsInDutch(page, vatNumber, companyName);
  await fillPersonalDataInDutch(page, email);
  await page.getByRole('button', { name: 'Registreren' }).click();

  await expect(page).toHaveURL('/register/company?step=sent');
  await expect(page.getByRole('status')).toContainText('We hebben u een e-mail met een link gestuurd.');

  // The development outbox shows the mail; its link leads to the shop's own address (localhost).
  await page.goto('/dev/outbox');
  await page
    .getByRole('article')
    .filter({ hasText: email })
    .first()
    .getByRole('link', { name: /\/register\/confirm\?hash=/ })
    .click();
  await page.getByRole('button', { name: 'Account bevestigen' }).click();
  await expect(page.getByRole('status')).toHaveText('Uw account is bevestigd. U kunt nu inloggen.');
  await page.getByRole('link', { name: 'Naar inloggen' }).click();

  // Without a username of their own, the e-mail address is the username.
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByText(companyName, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(vatNumber, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^\d{6}$/).first()).toBeVisible();
});

test('a new company registers in French without JavaScript and cannot log in before confirming', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const vatNumber = newBelgianVat();
  const companyName = `Dubois Industrie ${uniqueName('sa')}`;
  const username = uniqueName('marc');

  await page.goto('/fr/register/company');
  await page.getByRole('link', { name: /^Nouveau client/ }).click();
  await page.getByLabel('Numéro de TVA').fill('BE0123456788');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByLabel('Numéro de TVA')).toHaveAccessibleDescription(
    /Ce numéro de TVA n'est pas valide\./,
  );
  await page.getByLabel('Numéro de TVA').fill(vatNumber);
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: "Données de l'entreprise" })).toBeVisible();
  await page.getByLabel("Nom de l'entreprise").fill(companyName);
  await page.getByLabel('Agence préférée').selectOption({ label: 'Liège' });
  await page.getByLabel('Rue').fill('Rue de la Station');
  await page.getByRole('textbox', { name: 'Numéro', exact: true }).fill('7');
  await page.getByLabel('Code postal').fill('4000');
  await page.getByLabel('Localité').fill('Gand');
  await page.getByRole('button', { name: 'Suivant' }).click();
  // Without the city search the server names the places of the postal code.
  await expect(page.getByLabel('Localité')).toHaveAccessibleDescription(
    /Cette localité ne correspond pas au code postal 4000\. Choisissez parmi : .*Liège/,
  );
  await page.getByLabel('Localité').fill('Liège');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Données personnelles' })).toBeVisible();
  await page.getByLabel('M.', { exact: true }).check();
  await page.getByLabel('Prénom').fill('Marc');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dubois');
  await page.getByLabel('Adresse e-mail').fill(`${username}@example.com`);
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Téléphone').fill('+32 4 123 45 67');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByLabel('Répétez le mot de passe').fill('autre-chose');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByLabel('Répétez le mot de passe')).toHaveAccessibleDescription(
    'Les mots de passe ne correspondent pas.',
  );
  await expect(page.getByLabel(/J'accepte les conditions générales/)).toHaveAccessibleDescription(
    'Cochez cette case pour continuer.',
  );
  // The earlier answers were kept; the passwords are asked again.
  await expect(page.getByLabel('Prénom')).toHaveValue('Marc');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByLabel('Répétez le mot de passe').fill(password);
  await page.getByLabel(/déclaration de confidentialité/).check();
  await page.getByLabel(/J'accepte les conditions générales/).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();

  await expect(page).toHaveURL('/fr/register/company?step=sent');
  await expect(page.getByRole('status')).toContainText('Nous vous avons envoyé un lien par e-mail.');

  await page.goto('/fr/auth');
  await logIn(page, username);
  await expect(page.getByRole('alert')).toHaveText(
    "Vous n'avez pas encore confirmé votre inscription. Suivez le lien de l'e-mail que nous vous avons envoyé.",
  );

  const confirmation = await confirmationPath(`${username}@example.com`);
  expect(confirmation).toMatch(/^\/fr\/register\/confirm\?hash=/);
  await page.goto(confirmation);
  await page.getByRole('button', { name: 'Confirmer mon compte' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Votre compte est confirmé. Vous pouvez maintenant vous connecter.',
  );
  await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
  await logIn(page, username);
  await expect(page).toHaveURL('/fr/account/dashboard');
  await expect(page.getByText(companyName, { exact: true }).first()).toBeVisible();
  await context.close();
});

test('a new user of demo company 100001 registers in English, confirms once and logs in', async ({
  page,
}) => {
  const email = `${uniqueName('new.colleague')}@example.com`;
  await page.goto('/en/register/company');
  await page.getByRole('link', { name: /^New user/ }).click();
  await expect(page).toHaveURL('/en/register/customer');

  await page.getByLabel('Company number').fill('100001');
  await page.getByLabel('Ms', { exact: true }).check();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Claes');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Phone').fill('+32 3 987 65 43');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByLabel(/privacy statement/).check();
  await page.getByLabel(/general terms/).check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL('/en/register/customer?step=sent');
  await expect(page.getByRole('status')).toContainText('Your lead buyer assigns your rights.');

  const confirmation = await confirmationPath(email);
  await page.goto(confirmation);
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page.getByRole('status')).toHaveText('Your account is confirmed. You can log in now.');

  // A link that has been used says so.
  await page.goto(confirmation);
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link has expired or has already been used.',
  );

  await page.goto('/en/auth');
  await logIn(page, email);
  await expect(page).toHaveURL('/en/account/dashboard');
  await expect(page.getByText('100001', { exact: true })).toBeVisible();
  await expect(page.getByText('Demo Bouw & Techniek NV', { exact: true })).toBeVisible();
});

test('the company check finds a company that is already a customer and leads to the new-user form', async ({
  page,
}) => {
  await page.goto('/register/company?step=check');
  await page.getByLabel('Btw-nummer').fill(demoCompanyVat);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Er is al een bedrijf met dit btw-nummer geregistreerd.',
  );
  await page.getByRole('link', { name: 'Registreer u als nieuwe gebruiker van dit bedrijf' }).click();
  await expect(page).toHaveURL('/register/customer');
});

test('a VAT number registered by someone else meanwhile sends the shopper back to the company check', async ({
  page,
}) => {
  const vatNumber = newBelgianVat();
  await page.goto('/register/company?step=check');
  await fillCompanyStepsInDutch(page, vatNumber, 'Twee Keer BV');
  await fillPersonalDataInDutch(page, `${uniqueName('twice')}@example.com`);
  await registerCompanyElsewhere(vatNumber);
  await page.getByRole('button', { name: 'Registreren' }).click();

  await expect(page.getByRole('heading', { name: 'Bedrijfscheck' })).toBeVisible();
  await expect(page.getByLabel('Btw-nummer')).toHaveAccessibleDescription(
    /Er is al een bedrijf met dit btw-nummer geregistreerd\./,
  );
  await expect(
    page.getByRole('link', { name: 'Registreer u als nieuwe gebruiker van dit bedrijf' }),
  ).toBeVisible();
});

test('an unknown or blocked company number and a username in use are shown next to their fields', async ({
  page,
}) => {
  await page.goto('/register/customer');
  await page.getByLabel('Bedrijfsnummer').fill('12345');
  await fillPersonalDataInDutch(page, `${uniqueName('lies')}@example.com`);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page.getByLabel('Bedrijfsnummer')).toHaveAccessibleDescription(
    /Een bedrijfsnummer bestaat uit 6 cijfers\./,
  );

  await page.getByLabel('Bedrijfsnummer').fill('999999');
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page.getByLabel('Bedrijfsnummer')).toHaveAccessibleDescription(
    /Er bestaat geen bedrijf met dit nummer\./,
  );

  await page.getByLabel('Bedrijfsnummer').fill('100003');
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page.getByLabel('Bedrijfsnummer')).toHaveAccessibleDescription(
    /Dit klantnummer is geblokkeerd\. Neem contact op met onze klantendienst\./,
  );

  await page.getByLabel('Bedrijfsnummer').fill('100001');
  await page.getByLabel('Gebruikersnaam').fill('demo.lead');
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page.getByLabel('Gebruikersnaam')).toHaveAccessibleDescription(
    /Deze gebruikersnaam is al in gebruik\. Kies een andere\./,
  );
  await expect(page).toHaveURL('/register/customer');
});

test('a company that already buys from us gives its customer number: a registered or blocked one is refused', async ({
  page,
}) => {
  await page.goto('/register/company?step=check');
  await page.getByLabel('Btw-nummer').fill(newBelgianVat());
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Bedrijfsnaam').fill(`Vaste Klant ${uniqueName('bv')}`);
  await page.getByLabel('E-mailadres voor facturen').fill(`${uniqueName('facturen')}@example.com`);
  await page.getByLabel('Sector').selectOption({ label: 'Metaalbewerking' });
  await page.getByLabel('Nee, we kopen al bij u').check();
  await page.getByLabel('Voorkeursvestiging').selectOption({ label: 'Melle' });
  await page.getByLabel('Straat').fill('Kortrijksesteenweg');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('9000');
  await page.getByLabel('Gemeente').fill('Gent');

  const clientNumber = page.getByLabel('Klantnummer');
  await clientNumber.fill('C100001');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await fillPersonalDataInDutch(page, `${uniqueName('vaste')}@example.com`);
  await page.getByLabel('Functie').fill('Aankoper');
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page.getByText('Deze gegevens zijn onjuist of al geregistreerd.').first()).toBeVisible();

  await page.getByLabel('Klantnummer').fill('C100003');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await fillPersonalDataInDutch(page, `${uniqueName('vaste')}@example.com`);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(
    page.getByText('Dit klantnummer is geblokkeerd. Neem contact op met onze klantendienst.').first(),
  ).toBeVisible();
});
