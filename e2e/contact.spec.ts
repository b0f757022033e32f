import { seriousViolations } from './support/axe';
import { openBackOffice } from './support/back-office';
import { expect, test } from './support/test';

/** A person needs these seconds to fill in the form; the shop refuses messages sent sooner. */
const leastSecondsToFill = 3;

test('a visitor corrects and sends the contact form; the outbox holds the confirmation and the service team’s mail, customer service reads it, and a robot’s message goes nowhere', async ({
  page,
  browser,
}) => {
  const email = `an.${crypto.randomUUID().slice(0, 8)}@bouw.example`;
  const opened = Date.now();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByTestId('contact-form');
  await form.getByLabel(/^Naam/).fill('An Claes');
  await form.getByLabel(/^Bedrijf/).fill('Bouw NV');
  await form.getByLabel(/^E-mailadres/).fill(email);
  await form.getByLabel(/^Onderwerp/).fill('Levering hal 4');
  await form.getByLabel(/^Bericht/).fill('Kort');
  await form.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(form.getByText('Schrijf een bericht van minstens 10 tekens.')).toBeVisible();
  await expect(form.getByText('Ga akkoord met het gebruik van uw gegevens')).toBeVisible();
  // What was typed is still there.
  await expect(form.getByLabel(/^Bedrijf/)).toHaveValue('Bouw NV');

  await form.getByLabel(/^Bericht/).fill('Kan de levering van volgende week op dinsdag komen?');
  await form.getByLabel(/Ik ga ermee akkoord/).check();
  await page.waitForTimeout(Math.max(0, leastSecondsToFill * 1000 + 200 - (Date.now() - opened)));
  await form.getByRole('button', { name: 'Bericht versturen' }).click();
  const sent = page.getByText(/^Bedankt, uw bericht is verstuurd\. Uw referentie: CT-[0-9A-F]{8}\./);
  await expect(sent).toBeVisible();
  const reference = /CT-[0-9A-F]{8}/.exec((await sent.textContent())!)![0];

  // A robot fills in every field, the hidden one too: it is thanked, and nothing is kept or mailed.
  const robot = `robot.${crypto.randomUUID().slice(0, 8)}@spam.example`;
  await page.goto('/contact');
  await form.getByLabel(/^Naam/).fill('Robot');
  await form.getByLabel(/^E-mailadres/).fill(robot);
  await form.getByLabel(/^Onderwerp/).fill('Cheap offers');
  await form.getByLabel(/^Bericht/).fill('Buy our cheap offers today, visit our site.');
  await form.getByLabel(/Ik ga ermee akkoord/).check();
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await page.waitForTimeout(leastSecondsToFill * 1000 + 200);
  await form.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(page.getByText(/^Bedankt, uw bericht is verstuurd/)).toBeVisible();

  await page.goto('/dev/outbox');
  const mails = page.getByRole('article');
  await expect(
    mails
      .filter({ hasText: email })
      .filter({ has: page.getByRole('heading', { name: 'We ontvingen uw bericht' }) }),
  ).toHaveCount(1);
  await expect(
    mails
      .filter({ hasText: reference })
      .filter({ has: page.getByRole('heading', { name: 'Contactformulier: nieuw bericht' }) }),
  ).toHaveCount(1);
  await expect(mails.filter({ hasText: robot })).toHaveCount(0);

  // Customer service reads it in the back-office.
  const staff = await (await browser.newContext({ locale: 'nl-BE' })).newPage();
  await openBackOffice(staff, '/admin/contact-messages', 'staff.service');
  await staff.getByRole('link', { name: reference }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Levering hal 4');
  await expect(staff.getByText('Kan de levering van volgende week op dinsdag komen?')).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.context().close();
});
