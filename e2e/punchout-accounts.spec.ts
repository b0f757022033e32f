import { openAsUser } from './support/account';
import { callAs, sessionOf } from './support/store-api';
import { expect, hydrated, test } from './support/test';

interface StoredConnection {
  data: { protocol: string; ociUsername: string | null; allowedHosts: string[] } | null;
}

test('a lead buyer connects a user to the purchasing system by OCI, changes the hosts without the password and removes the connection', async ({
  page,
  request,
}) => {
  const lead = await sessionOf('demo.lead');
  const stamp = crypto.randomUUID().slice(0, 8);
  const username = `koppeling.${stamp}`;
  const { data: user } = await callAs<{ data: { id: string } }>(
    lead,
    'POST',
    '/dexis/companies/customers/create',
    {
      firstName: 'Koppeling',
      lastName: 'Inkoop',
      username,
      email: `${username}@demo.example`,
      preset: 'buyer',
      storefrontUrl: 'http://localhost:3100',
    },
  );
  const stored = async () =>
    (await callAs<StoredConnection>(lead, 'GET', `/dexis/punchout/account/${user.id}`)).data;
  const ociUsername = `oci-koppeling-${stamp}`;
  const ociPassword = 'een-lang-oci-wachtwoord';

  await openAsUser(page, `/account/customer/details/${user.id}`, 'demo.lead');
  const section = page.getByRole('region', { name: 'Inkoopsysteem (punch-out)' });
  const status = section.getByText(/^(Niet gekoppeld|Gekoppeld via)/);
  const password = section.getByLabel(/^OCI-wachtwoord/);
  const hosts = section.getByLabel(/^Toegelaten terugkeerhosts/);
  const save = section.getByRole('button', { name: 'Koppeling opslaan' });
  const remove = section.getByRole('button', { name: 'Koppeling verwijderen' });
  await expect(status).toHaveText('Niet gekoppeld: deze gebruiker koopt niet via een inkoopsysteem.');
  await expect(remove).toHaveCount(0);

  // With JavaScript only the chosen protocol's fields show.
  await hydrated(save);
  const cxmlDomain = section.getByLabel(/^Domein van de afzender/);
  await expect(cxmlDomain).toBeHidden();
  await section.getByRole('radio', { name: /^cXML/ }).check();
  await expect(cxmlDomain).toBeVisible();
  await expect(password).toBeHidden();
  await section.getByRole('radio', { name: /^OCI/ }).check();
  await expect(password).toBeVisible();

  // Too short a password and a URL in place of a host: refused at their fields, nothing saved.
  await section.getByLabel(/^OCI-gebruikersnaam/).fill(ociUsername);
  await password.fill('elf-tekens!');
  await hosts.fill('srm.example.com\nhttps://srm.example.com/hook');
  await save.click();
  await expect(section.getByRole('alert')).toHaveText('Controleer het formulier.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/^Een OCI-wachtwoord heeft 12 tot 200 tekens\./);
  await expect(hosts).toHaveAccessibleDescription(
    /^Geef één host per lijn op, zoals srm\.example\.com, srm\.example\.com:8443 of \*\.example\.com/,
  );
  await expect(section.getByLabel(/^OCI-gebruikersnaam/)).toHaveValue(ociUsername);
  await expect(status).toHaveText(/^Niet gekoppeld/);
  expect(await stored()).toBeNull();

  await password.fill(ociPassword);
  await hosts.fill('srm.example.com\n*.inkoop.example.com');
  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'De koppeling met het inkoopsysteem is opgeslagen.' }),
  ).toBeVisible();
  await expect(status).toHaveText(`Gekoppeld via OCI met de gebruikersnaam ${ociUsername}.`);
  await expect(password).toHaveValue('');
  await expect(password).toHaveAccessibleDescription(/^Laat leeg om het huidige wachtwoord te behouden/);
  await expect(hosts).toHaveValue('srm.example.com\n*.inkoop.example.com');

  // Other hosts, the password left empty: the one set before stays.
  await hosts.fill('srm.example.com:8443');
  await save.click();
  await expect.poll(async () => (await stored())?.allowedHosts).toEqual(['srm.example.com:8443']);
  await expect(status).toHaveText(`Gekoppeld via OCI met de gebruikersnaam ${ociUsername}.`);
  await expect(section.getByRole('alert')).toHaveCount(0);
  const oneTimeId = await request.post('/oci/one-time-id', {
    form: { USERNAME: ociUsername, PASSWORD: ociPassword },
  });
  expect(oneTimeId.status()).toBe(200);

  await remove.click();
  await expect(page.getByRole('status').filter({ hasText: 'De koppeling is verwijderd' })).toBeVisible();
  await expect(status).toHaveText(/^Niet gekoppeld/);
  await expect(remove).toHaveCount(0);
  expect(await stored()).toBeNull();
});
