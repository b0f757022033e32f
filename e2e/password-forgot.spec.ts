import { demoPassword, logIn } from './support/account';
import { expect, test } from './support/test';

test('in French, a forgotten password is reset through the link in the mail of the outbox', async ({
  page,
}) => {
  await page.goto('/fr/auth/password-forgot');
  await page.getByLabel("Nom d'utilisateur").fill('other.lead');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uitgaande e-mails');
  const mail = page.getByRole('article').filter({ hasText: 'other.lead@other.example' }).first();
  await expect(mail.getByRole('heading')).toHaveText('Réinitialiser votre mot de passe');
  await mail.getByRole('link', { name: /password-recovery\?hash=/ }).click();

  await expect(page).toHaveURL(/\/fr\/auth\/password-recovery\?hash=/);
  await page.getByLabel(/^Nouveau mot de passe/).fill('nouveau-secret-7');
  await page.getByLabel(/^Répétez le nouveau mot de passe/).fill('nouveau-secret-7');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Votre nouveau mot de passe a été enregistré. Vous pouvez maintenant vous connecter.',
  );
  await logIn(page, 'other.lead', 'nouveau-secret-7');
  await expect(page).toHaveURL(/\/fr\/account\/dashboard$/);

  // Back to the demo password through the profile, so that the demo login keeps working.
  await page.goto(new URL('/fr/account/profile', page.url()).href);
  await page.getByLabel(/^Mot de passe actuel/).fill('nouveau-secret-7');
  await page.getByLabel(/^Nouveau mot de passe/).fill(demoPassword);
  await page.getByLabel(/^Répétez le nouveau mot de passe/).fill(demoPassword);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Votre mot de passe a été modifié/);
});

test('the outbox shows each mail with its recipient and its HTML in a sandboxed frame', async ({ page }) => {
  await page.goto('/auth/password-forgot');
  await page.getByLabel('Gebruikersnaam').fill('demo.buyer');
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  await page.goto('/dev/outbox');
  const mail = page.getByRole('article').filter({ hasText: 'demo.buyer@demo.example' }).first();
  await expect(mail.getByRole('heading')).toHaveText('Uw wachtwoord opnieuw instellen');
  await mail.getByText('HTML-weergave').click();
  const frame = mail.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByRole('link', { name: /wachtwoord/i })).toBeVisible();
});
