import { fallbackLocaleCode, type LocaleCode } from '@tradeshop/domain';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Locale = 'nl-NL' | 'en-GB' | 'fr-FR';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(
  paragraphs: string[],
  link: { label: string; url: string },
  footer: string,
): RenderedMail['html'] {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}" style="background:#12356b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
}

const recoveryTexts: Record<
  Locale,
  { subject: string; body: (name: string, hours: number) => string[]; button: string; footer: string }
> = {
  'nl-NL': {
    subject: 'Uw wachtwoord opnieuw instellen',
    body: (name, hours) => [
      `Beste ${name},`,
      `U vroeg een nieuw wachtwoord aan voor de webshop. Via de knop hieronder kiest u een nieuw wachtwoord. De link is ${hours} uur geldig en werkt één keer.`,
      'Vroeg u niets aan? Dan mag u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
    ],
    button: 'Nieuw wachtwoord instellen',
    footer: 'Deze e-mail werd automatisch verstuurd.',
  },
  'en-GB': {
    subject: 'Reset your password',
    body: (name, hours) => [
      `Dear ${name},`,
      `You asked for a new password for the web shop. Choose a new password with the button below. The link is valid for ${hours} hours and works once.`,
      'Did you not ask for this? Then ignore this e-mail; your password stays as it is.',
    ],
    button: 'Set a new password',
    footer: 'This e-mail was sent automatically.',
  },
  'fr-FR': {
    subject: 'Réinitialiser votre mot de passe',
    body: (name, hours) => [
      `Bonjour ${name},`,
      `Vous avez demandé un nouveau mot de passe pour la boutique en ligne. Choisissez-le avec le bouton ci-dessous. Le lien est valable ${hours} heures et ne fonctionne qu'une fois.`,
      "Vous n'avez rien demandé ? Ignorez cet e-mail ; votre mot de passe reste inchangé.",
    ],
    button: 'Choisir un nouveau mot de passe',
    footer: 'Cet e-mail a été envoyé automatiquement.',
  },
};

function localeOf(code: string): Locale {
  return code in recoveryTexts ? (code as Locale) : (fallbackLocaleCode as Locale);
}

/** The password recovery mail with its one-time link, in the user's language. */
export function recoveryMail(
  locale: LocaleCode | string,
  input: { name: string; url: string; hours: number },
): RenderedMail {
  const texts = recoveryTexts[localeOf(locale)];
  const paragraphs = texts.body(input.name, input.hours);
  return {
    subject: texts.subject,
    text: [...paragraphs, `${texts.button}: ${input.url}`, texts.footer].join('\n\n'),
    html: layout(paragraphs, { label: texts.button, url: input.url }, texts.footer),
  };
}
