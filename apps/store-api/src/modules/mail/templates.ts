import {
  costPostShares,
  costPostShareText,
  type DeliveryPart,
  deliveryPartTexts,
  escapeHtml,
  expectedDeliveryLabel,
  fallbackLocaleCode,
  formatLongDay,
  formatNetPrice,
  formatQuantityWithUnit,
  type LocaleCode,
  legalMentionOf,
  type PrintedCostPost,
  type VatTreatment,
} from '@tradeshop/domain';
import type { RenderedMail } from '../../platform/ports.ts';

type Locale = 'nl-NL' | 'en-GB' | 'fr-FR';

/** One mail in one language: its subject, paragraphs, and the button that carries its link. */
interface MailText<Params> {
  subject: string;
  body: (params: Params) => string[];
  button: string;
}

type Template<Params> = Record<Locale, MailText<Params>>;

const footers: Record<Locale, string> = {
  'nl-NL': 'Deze e-mail werd automatisch verstuurd.',
  'en-GB': 'This e-mail was sent automatically.',
  'fr-FR': 'Cet e-mail a été envoyé automatiquement.',
};

function localeOf(code: string): Locale {
  return code in footers ? (code as Locale) : (fallbackLocaleCode as Locale);
}

function render<Params extends { url: string }>(
  template: Template<Params>,
  locale: LocaleCode | string,
  params: Params,
): RenderedMail {
  const language = localeOf(locale);
  const texts = template[language];
  const paragraphs = texts.body(params);
  const footer = footers[language];
  return {
    subject: texts.subject,
    text: [...paragraphs, `${texts.button}: ${params.url}`, footer].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(params.url)}" style="background:#12356b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(texts.button)}</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`,
  };
}

const recovery: Template<{ name: string; url: string; hours: number }> = {
  'nl-NL': {
    subject: 'Uw wachtwoord opnieuw instellen',
    body: ({ name, hours }) => [
      `Beste ${name},`,
      `U vroeg een nieuw wachtwoord aan voor de webshop. Via de knop hieronder kiest u een nieuw wachtwoord. De link is ${hours} uur geldig en werkt één keer.`,
      'Vroeg u niets aan? Dan mag u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
    ],
    button: 'Nieuw wachtwoord instellen',
  },
  'en-GB': {
    subject: 'Reset your password',
    body: ({ name, hours }) => [
      `Dear ${name},`,
      `You asked for a new password for the web shop. Choose a new password with the button below. The link is valid for ${hours} hours and works once.`,
      'Did you not ask for this? Then ignore this e-mail; your password stays as it is.',
    ],
    button: 'Set a new password',
  },
  'fr-FR': {
    subject: 'Réinitialiser votre mot de passe',
    body: ({ name, hours }) => [
      `Bonjour ${name},`,
      `Vous avez demandé un nouveau mot de passe pour la boutique en ligne. Choisissez-le avec le bouton ci-dessous. Le lien est valable ${hours} heures et ne fonctionne qu'une fois.`,
      "Vous n'avez rien demandé ? Ignorez cet e-mail ; votre mot de passe reste inchangé.",
    ],
    button: 'Choisir un nouveau mot de passe',
  },
};

const registrationConfirmation: Template<{ name: string; url: string; hours: number; company: string }> = {
  'nl-NL': {
    subject: 'Bevestig uw registratie',
    body: ({ name, hours, company }) => [
      `Beste ${name},`,
      `Bedankt voor uw registratie in de webshop voor ${company}. Bevestig uw e-mailadres met de knop hieronder; daarna kunt u inloggen. De link is ${hours} uur geldig.`,
      'Registreerde u zich niet? Dan mag u deze e-mail negeren.',
    ],
    button: 'Registratie bevestigen',
  },
  'en-GB': {
    subject: 'Confirm your registration',
    body: ({ name, hours, company }) => [
      `Dear ${name},`,
      `Thank you for registering in the web shop for ${company}. Confirm your e-mail address with the button below; then you can log in. The link is valid for ${hours} hours.`,
      'Did you not register? Then ignore this e-mail.',
    ],
    button: 'Confirm registration',
  },
  'fr-FR': {
    subject: 'Confirmez votre inscription',
    body: ({ name, hours, company }) => [
      `Bonjour ${name},`,
      `Merci de votre inscription à la boutique en ligne pour ${company}. Confirmez votre adresse e-mail avec le bouton ci-dessous ; vous pourrez ensuite vous connecter. Le lien est valable ${hours} heures.`,
      'Vous ne vous êtes pas inscrit ? Ignorez cet e-mail.',
    ],
    button: "Confirmer l'inscription",
  },
};

const welcome: Template<{
  name: string;
  url: string;
  username: string;
  company: string;
  companyNumber: string;
}> = {
  'nl-NL': {
    subject: 'Welkom in onze webshop',
    body: ({ name, username, company, companyNumber }) => [
      `Beste ${name},`,
      `Uw account is bevestigd. U logt in met de gebruikersnaam ${username}, voor ${company} (bedrijfsnummer ${companyNumber}).`,
      'Collega’s registreren zich als nieuwe gebruiker met dit bedrijfsnummer.',
    ],
    button: 'Inloggen',
  },
  'en-GB': {
    subject: 'Welcome to our web shop',
    body: ({ name, username, company, companyNumber }) => [
      `Dear ${name},`,
      `Your account is confirmed. You log in with the username ${username}, for ${company} (company number ${companyNumber}).`,
      'Colleagues register as a new user with this company number.',
    ],
    button: 'Log in',
  },
  'fr-FR': {
    subject: 'Bienvenue dans notre boutique en ligne',
    body: ({ name, username, company, companyNumber }) => [
      `Bonjour ${name},`,
      `Votre compte est confirmé. Vous vous connectez avec le nom d'utilisateur ${username}, pour ${company} (numéro d'entreprise ${companyNumber}).`,
      "Vos collègues s'inscrivent comme nouvel utilisateur avec ce numéro d'entreprise.",
    ],
    button: 'Se connecter',
  },
};

const colleagueRegistered: Template<{ name: string; url: string; colleague: string; email: string }> = {
  'nl-NL': {
    subject: 'Een nieuwe gebruiker voor uw bedrijf',
    body: ({ name, colleague, email }) => [
      `Beste ${name},`,
      `${colleague} (${email}) registreerde zich als gebruiker van uw bedrijf en bevestigde het e-mailadres. De nieuwe gebruiker kan inloggen, maar nog geen prijzen zien of bestellen.`,
      'Geef de rechten die passen bij het beheer van de gebruikers, of deactiveer de gebruiker als u hem niet kent.',
    ],
    button: 'Gebruikers beheren',
  },
  'en-GB': {
    subject: 'A new user for your company',
    body: ({ name, colleague, email }) => [
      `Dear ${name},`,
      `${colleague} (${email}) registered as a user of your company and confirmed the e-mail address. The new user can log in but cannot see prices or order yet.`,
      'Grant the rights that fit in the user management, or deactivate the user if you do not know them.',
    ],
    button: 'Manage users',
  },
  'fr-FR': {
    subject: 'Un nouvel utilisateur pour votre entreprise',
    body: ({ name, colleague, email }) => [
      `Bonjour ${name},`,
      `${colleague} (${email}) s'est inscrit comme utilisateur de votre entreprise et a confirmé son adresse e-mail. Le nouvel utilisateur peut se connecter, mais ne voit pas encore les prix et ne peut pas commander.`,
      "Accordez les droits adéquats dans la gestion des utilisateurs, ou désactivez l'utilisateur si vous ne le connaissez pas.",
    ],
    button: 'Gérer les utilisateurs',
  },
};

const invitation: Template<{
  name: string;
  url: string;
  inviter: string;
  company: string;
  username: string;
  days: number;
}> = {
  'nl-NL': {
    subject: 'Uw account voor de webshop',
    body: ({ name, inviter, company, username, days }) => [
      `Beste ${name},`,
      `${inviter} maakte voor u een account aan in de webshop van ${company}. Uw gebruikersnaam is ${username}.`,
      `Kies via de knop hieronder uw wachtwoord. De link is ${days} dagen geldig en werkt één keer; daarna vraagt u een nieuwe aan met 'Wachtwoord vergeten'.`,
    ],
    button: 'Wachtwoord kiezen',
  },
  'en-GB': {
    subject: 'Your account for the web shop',
    body: ({ name, inviter, company, username, days }) => [
      `Dear ${name},`,
      `${inviter} created an account for you in the web shop for ${company}. Your username is ${username}.`,
      `Choose your password with the button below. The link is valid for ${days} days and works once; after that, ask for a new one with 'Forgot password'.`,
    ],
    button: 'Choose a password',
  },
  'fr-FR': {
    subject: "Votre compte pour l'e-shop",
    body: ({ name, inviter, company, username, days }) => [
      `Bonjour ${name},`,
      `${inviter} vous a créé un compte dans l'e-shop pour ${company}. Votre nom d'utilisateur est ${username}.`,
      `Choisissez votre mot de passe avec le bouton ci-dessous. Le lien est valable ${days} jours et fonctionne une fois ; ensuite, demandez-en un nouveau via « Mot de passe oublié ».`,
    ],
    button: 'Choisir un mot de passe',
  },
};

/** Sent to a user a user manager created: the link sets the first password. */
export const invitationMail = (
  locale: string,
  params: { name: string; url: string; inviter: string; company: string; username: string; days: number },
) => render(invitation, locale, params);

interface StaffInvitationParams {
  name: string;
  url: string;
  inviter: string;
  username: string;
  days: number;
}

const staffInvitation: Template<StaffInvitationParams> = {
  'nl-NL': {
    subject: 'Uw account voor de back-office',
    body: ({ name, inviter, username, days }) => [
      `Beste ${name},`,
      `${inviter} maakte voor u een account aan in de back-office van de webshop. Uw gebruikersnaam is ${username}.`,
      `Kies via de knop hieronder uw wachtwoord. De link is ${days} dagen geldig en werkt één keer; daarna stuurt een beheerder u een nieuwe.`,
    ],
    button: 'Wachtwoord kiezen',
  },
  'en-GB': {
    subject: 'Your account for the back-office',
    body: ({ name, inviter, username, days }) => [
      `Dear ${name},`,
      `${inviter} created an account for you in the back-office of the web shop. Your username is ${username}.`,
      `Choose your password with the button below. The link is valid for ${days} days and works once; after that, an administrator sends you a new one.`,
    ],
    button: 'Choose a password',
  },
  'fr-FR': {
    subject: 'Votre compte pour le back-office',
    body: ({ name, inviter, username, days }) => [
      `Bonjour ${name},`,
      `${inviter} vous a créé un compte dans le back-office de l'e-shop. Votre nom d'utilisateur est ${username}.`,
      `Choisissez votre mot de passe avec le bouton ci-dessous. Le lien est valable ${days} jours et fonctionne une fois ; ensuite, un administrateur vous en envoie un nouveau.`,
    ],
    button: 'Choisir un mot de passe',
  },
};

/** Sent to a staff member an administrator created: the link sets their first password. */
export const staffInvitationMail = (locale: string, params: StaffInvitationParams) =>
  render(staffInvitation, locale, params);

interface StaffPasswordLinkParams {
  name: string;
  url: string;
  sender: string;
  username: string;
  hours: number;
}

const staffPasswordLink: Template<StaffPasswordLinkParams> = {
  'nl-NL': {
    subject: 'Een nieuw wachtwoord voor de back-office',
    body: ({ name, sender, username, hours }) => [
      `Beste ${name},`,
      `${sender} stuurde u een link om een nieuw wachtwoord te kiezen voor de back-office van de webshop (gebruikersnaam ${username}).`,
      `De link is ${hours} uur geldig en werkt één keer. Uw huidige wachtwoord blijft geldig tot u een nieuw kiest; dan worden al uw sessies afgesloten.`,
      'Verwachtte u deze e-mail niet? Meld het dan aan een beheerder.',
    ],
    button: 'Nieuw wachtwoord kiezen',
  },
  'en-GB': {
    subject: 'A new password for the back-office',
    body: ({ name, sender, username, hours }) => [
      `Dear ${name},`,
      `${sender} sent you a link to choose a new password for the back-office of the web shop (username ${username}).`,
      `The link is valid for ${hours} hours and works once. Your current password stays valid until you choose a new one; then all your sessions are closed.`,
      'Did you not expect this e-mail? Then tell an administrator.',
    ],
    button: 'Choose a new password',
  },
  'fr-FR': {
    subject: 'Un nouveau mot de passe pour le back-office',
    body: ({ name, sender, username, hours }) => [
      `Bonjour ${name},`,
      `${sender} vous a envoyé un lien pour choisir un nouveau mot de passe pour le back-office de l'e-shop (nom d'utilisateur ${username}).`,
      `Le lien est valable ${hours} heures et fonctionne une fois. Votre mot de passe actuel reste valable jusqu'à ce que vous en choisissiez un nouveau ; toutes vos sessions sont alors fermées.`,
      "Vous n'attendiez pas cet e-mail ? Prévenez un administrateur.",
    ],
    button: 'Choisir un nouveau mot de passe',
  },
};

/** Sent to a staff member with a password when an administrator sends them a link to set a new one. */
export const staffPasswordLinkMail = (locale: string, params: StaffPasswordLinkParams) =>
  render(staffPasswordLink, locale, params);

interface ApprovalParams {
  name: string;
  url: string;
  buyer: string;
  orderNumber: string;
  total: string;
  /** The flow and the order reference that asked for approval, either or both. */
  flow: string | null;
  reference: string | null;
}

const approvalRequest: Template<ApprovalParams> = {
  'nl-NL': {
    subject: 'Een bestelling wacht op uw goedkeuring',
    body: ({ name, buyer, orderNumber, total, flow, reference }) => [
      `Beste ${name},`,
      `${buyer} plaatste bestelling ${orderNumber} van ${total} (incl. btw)${flow ? ` binnen de bestelstroom ${flow}` : ''}${reference ? ` met bestelreferentie ${reference}` : ''}. Ze wacht op uw goedkeuring.`,
      'Keur de bestelling goed of af in de webshop; pas na goedkeuring wordt ze verwerkt.',
    ],
    button: 'Bestelling bekijken',
  },
  'en-GB': {
    subject: 'An order is waiting for your approval',
    body: ({ name, buyer, orderNumber, total, flow, reference }) => [
      `Dear ${name},`,
      `${buyer} placed order ${orderNumber} of ${total} (incl. VAT)${flow ? ` under the flow ${flow}` : ''}${reference ? ` with order reference ${reference}` : ''}. It is waiting for your approval.`,
      'Approve or decline the order in the web shop; it is only processed once approved.',
    ],
    button: 'View the order',
  },
  'fr-FR': {
    subject: 'Une commande attend votre approbation',
    body: ({ name, buyer, orderNumber, total, flow, reference }) => [
      `Bonjour ${name},`,
      `${buyer} a passé la commande ${orderNumber} de ${total} (TVAC)${flow ? ` dans le flux ${flow}` : ''}${reference ? ` avec la référence de commande ${reference}` : ''}. Elle attend votre approbation.`,
      "Approuvez ou refusez la commande dans l'e-shop ; elle n'est traitée qu'après approbation.",
    ],
    button: 'Voir la commande',
  },
};

/** Tells an approver of the flow or the order reference that an order waits for them. */
export const approvalRequestMail = (locale: string, params: ApprovalParams) =>
  render(approvalRequest, locale, params);

const approvalDeclined: Template<{ name: string; url: string; orderNumber: string; approver: string }> = {
  'nl-NL': {
    subject: 'Uw bestelling werd niet goedgekeurd',
    body: ({ name, orderNumber, approver }) => [
      `Beste ${name},`,
      `${approver} keurde uw bestelling ${orderNumber} af. Ze wordt niet verwerkt en telt niet meer mee voor uw budget.`,
    ],
    button: 'Bestelling bekijken',
  },
  'en-GB': {
    subject: 'Your order was declined',
    body: ({ name, orderNumber, approver }) => [
      `Dear ${name},`,
      `${approver} declined your order ${orderNumber}. It will not be processed and no longer counts against your budget.`,
    ],
    button: 'View the order',
  },
  'fr-FR': {
    subject: "Votre commande n'a pas été approuvée",
    body: ({ name, orderNumber, approver }) => [
      `Bonjour ${name},`,
      `${approver} a refusé votre commande ${orderNumber}. Elle ne sera pas traitée et ne compte plus dans votre budget.`,
    ],
    button: 'Voir la commande',
  },
};

/** Tells the buyer that an approver declined their order (an approved one gets the confirmation). */
export const approvalDeclinedMail = (
  locale: string,
  params: { name: string; url: string; orderNumber: string; approver: string },
) => render(approvalDeclined, locale, params);

interface OfferReadyParams {
  name: string;
  url: string;
  offerNumber: string;
  requestNumber: string;
  /** The last day the offer holds (YYYY-MM-DD, written out in the mail's language); null when none. */
  validUntil: string | null;
}

const offerReady: Template<OfferReadyParams> = {
  'nl-NL': {
    subject: 'Uw offerte is klaar',
    body: ({ name, offerNumber, requestNumber, validUntil }) => [
      `Beste ${name},`,
      `Op uw offerteaanvraag ${requestNumber} maakten we offerte ${offerNumber}${validUntil ? `, geldig tot en met ${validUntil}` : ''}.`,
      'In de webshop bekijkt u de prijzen en levertermijnen per lijn en downloadt u de offerte als PDF.',
    ],
    button: 'Offerte bekijken',
  },
  'en-GB': {
    subject: 'Your offer is ready',
    body: ({ name, offerNumber, requestNumber, validUntil }) => [
      `Dear ${name},`,
      `In answer to your offer request ${requestNumber} we made offer ${offerNumber}${validUntil ? `, valid until ${validUntil}` : ''}.`,
      'In the web shop you see the prices and delivery dates of each line and download the offer as a PDF.',
    ],
    button: 'View the offer',
  },
  'fr-FR': {
    subject: 'Votre offre est prête',
    body: ({ name, offerNumber, requestNumber, validUntil }) => [
      `Bonjour ${name},`,
      `En réponse à votre demande d'offre ${requestNumber}, nous avons établi l'offre ${offerNumber}${validUntil ? `, valable jusqu'au ${validUntil} inclus` : ''}.`,
      "Dans l'e-shop, vous trouvez les prix et délais de livraison de chaque ligne et téléchargez l'offre en PDF.",
    ],
    button: "Voir l'offre",
  },
};

/** Tells the buyer who asked for an offer that the distributor's offer has arrived. */
export const offerReadyMail = (locale: string, params: OfferReadyParams) =>
  render(offerReady, locale, {
    ...params,
    validUntil: params.validUntil && formatLongDay(params.validUntil, localeOf(locale)),
  });

/** The password recovery mail with its one-time link, in the user's language. */
export const recoveryMail = (locale: string, params: { name: string; url: string; hours: number }) =>
  render(recovery, locale, params);

/** The double opt-in mail of a registration. */
export const registrationConfirmationMail = (
  locale: string,
  params: { name: string; url: string; hours: number; company: string },
) => render(registrationConfirmation, locale, params);

/** Sent once the registration is confirmed. */
export const welcomeMail = (
  locale: string,
  params: { name: string; url: string; username: string; company: string; companyNumber: string },
) => render(welcome, locale, params);

/** Tells a company's user managers that a colleague registered and waits for rights. */
export const colleagueRegisteredMail = (
  locale: string,
  params: { name: string; url: string; colleague: string; email: string },
) => render(colleagueRegistered, locale, params);

interface OrderSummary {
  orderNumber: string;
  deliveryDate: string | null;
  shippingOption: 'delivery' | 'pickup';
  deliveryParts: readonly DeliveryPart[];
  orderReference: string | null;
  costCenter: {
    code: string;
    name: string;
    contact: { identifier: string; name: string; email: string };
    contract: { number: string; description: string } | null;
  } | null;
  amountNet: number;
  amountTotal: number;
  /** Null for orders from before treatments were kept (Belgian VAT). */
  vatTreatment: { kind: VatTreatment['kind'] } | null;
  lineItems: {
    position: number;
    costPost: PrintedCostPost | null;
    productNumber: string;
    customerSku: string | null;
    label: string;
    quantity: number;
    uom: string;
    totalPrice: number;
  }[];
}

/** What the company calls its own article number in each language. */
const ownNumberWords: Record<Locale, string> = {
  'nl-NL': 'uw nr.',
  'en-GB': 'your no.',
  'fr-FR': 'votre réf.',
};

/** An order line of a mail: quantity, our number (and the company's own), name and net total. */
const orderLineText = (line: OrderSummary['lineItems'][number], locale: Locale) =>
  `${formatQuantityWithUnit(line.quantity, line.uom, locale)} × ${line.productNumber}${
    line.customerSku ? ` (${ownNumberWords[locale]} ${line.customerSku})` : ''
  } ${line.label}${locale === 'fr-FR' ? ' :' : ':'} ${formatNetPrice(line.totalPrice, locale)}`;

/** The days the order's shipments were promised, as the confirmation page and the PDF name them. */
const promisedDays = (order: OrderSummary, locale: Locale) =>
  order.deliveryParts.length === 0
    ? []
    : [
        `${expectedDeliveryLabel(order.shippingOption, locale)}${locale === 'fr-FR' ? '\u202f:' : ':'} ${deliveryPartTexts(order.deliveryParts, locale).join('; ')}`.replace(
          /\.?$/,
          '.',
        ),
      ];

/** The legal mention of an exempt order (intra-community supply, export), in the mail's language. */
const vatMention = (order: OrderSummary, locale: Locale) => {
  const mention = order.vatTreatment && legalMentionOf(order.vatTreatment.kind, locale);
  return mention ? [mention] : [];
};

/** The order's reference, cost centre and cost post lines, with the labels of the mail's language. */
const chargedTo = (
  order: OrderSummary,
  labels: { reference: string; costCenter: string; contact: string; contract: string; costPost: string },
) => [
  ...(order.orderReference ? [`${labels.reference}: ${order.orderReference}`] : []),
  ...(order.costCenter
    ? [
        `${labels.costCenter}: ${order.costCenter.code} ${order.costCenter.name}, ${labels.contact} ${order.costCenter.contact.name} (${order.costCenter.contact.identifier}, ${order.costCenter.contact.email})${order.costCenter.contract ? `, ${labels.contract} ${order.costCenter.contract.number}` : ''}`,
      ]
    : []),
  ...costPostShares(order.lineItems).map((share) => `${labels.costPost}: ${costPostShareText(share)}`),
];

const orderConfirmation: Template<{ name: string; url: string; order: OrderSummary; locale: Locale }> = {
  'nl-NL': {
    subject: 'Bevestiging van uw bestelling',
    body: ({ name, order, locale }) => [
      `Beste ${name},`,
      `Bedankt voor uw bestelling ${order.orderNumber}. We bereiden ze voor${order.deliveryDate ? ` voor levering op ${formatLongDay(order.deliveryDate, locale)}` : ''}.`,
      ...promisedDays(order, locale),
      ...chargedTo(order, {
        reference: 'Bestelreferentie',
        costCenter: 'Kostenplaats',
        contact: 'contactpersoon',
        contract: 'contract',
        costPost: 'Kostenpost',
      }),
      ...order.lineItems.map((line) => orderLineText(line, locale)),
      `Totaal excl. btw ${formatNetPrice(order.amountNet, locale)}, incl. btw ${formatNetPrice(order.amountTotal, locale)}.`,
      ...vatMention(order, locale),
    ],
    button: 'Bestelling bekijken',
  },
  'en-GB': {
    subject: 'Your order confirmation',
    body: ({ name, order, locale }) => [
      `Dear ${name},`,
      `Thank you for your order ${order.orderNumber}. We are preparing it${order.deliveryDate ? ` for delivery on ${formatLongDay(order.deliveryDate, locale)}` : ''}.`,
      ...promisedDays(order, locale),
      ...chargedTo(order, {
        reference: 'Order reference',
        costCenter: 'Cost centre',
        contact: 'contact',
        contract: 'contract',
        costPost: 'Cost post',
      }),
      ...order.lineItems.map((line) => orderLineText(line, locale)),
      `Total excl. VAT ${formatNetPrice(order.amountNet, locale)}, incl. VAT ${formatNetPrice(order.amountTotal, locale)}.`,
      ...vatMention(order, locale),
    ],
    button: 'View the order',
  },
  'fr-FR': {
    subject: 'Confirmation de votre commande',
    body: ({ name, order, locale }) => [
      `Bonjour ${name},`,
      `Merci pour votre commande ${order.orderNumber}. Nous la préparons${order.deliveryDate ? ` pour une livraison le ${formatLongDay(order.deliveryDate, locale)}` : ''}.`,
      ...promisedDays(order, locale),
      ...chargedTo(order, {
        reference: 'Référence de commande',
        costCenter: 'Centre de coûts',
        contact: 'contact',
        contract: 'contrat',
        costPost: 'Poste de coûts',
      }),
      ...order.lineItems.map((line) => orderLineText(line, locale)),
      `Total HTVA ${formatNetPrice(order.amountNet, locale)}, TVAC ${formatNetPrice(order.amountTotal, locale)}.`,
      ...vatMention(order, locale),
    ],
    button: 'Voir la commande',
  },
};

/** The confirmation of a placed order, with its lines and totals. */
export const orderConfirmationMail = (
  locale: string,
  params: { name: string; url: string; order: OrderSummary },
) => render(orderConfirmation, locale, { ...params, locale: localeOf(locale) });

/** What a contact message said, as both of its mails repeat it. */
interface ContactDetails {
  reference: string;
  name: string;
  company: string;
  customerNumber: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const contactReceived: Template<{ url: string; contact: ContactDetails }> = {
  'nl-NL': {
    subject: 'We ontvingen uw bericht',
    body: ({ contact }) => [
      `Beste ${contact.name},`,
      `Bedankt voor uw bericht. We antwoorden zo snel mogelijk, op werkdagen meestal binnen één dag. Uw referentie: ${contact.reference}.`,
      `Onderwerp: ${contact.subject}`,
      contact.message,
    ],
    button: 'Naar de webshop',
  },
  'en-GB': {
    subject: 'We received your message',
    body: ({ contact }) => [
      `Dear ${contact.name},`,
      `Thank you for your message. We answer as soon as we can, on working days mostly within a day. Your reference: ${contact.reference}.`,
      `Subject: ${contact.subject}`,
      contact.message,
    ],
    button: 'Go to the web shop',
  },
  'fr-FR': {
    subject: 'Nous avons reçu votre message',
    body: ({ contact }) => [
      `Bonjour ${contact.name},`,
      `Merci pour votre message. Nous répondons dès que possible, les jours ouvrables généralement en un jour. Votre référence\u202f: ${contact.reference}.`,
      `Objet\u202f: ${contact.subject}`,
      contact.message,
    ],
    button: 'Vers la boutique en ligne',
  },
};

/** The sender's confirmation of a contact message, in their language, repeating what they wrote. */
export const contactReceivedMail = (locale: string, params: { url: string; contact: ContactDetails }) =>
  render(contactReceived, locale, params);

const contactForService: Template<{ url: string; contact: ContactDetails; language: string }> = {
  'nl-NL': {
    subject: 'Contactformulier: nieuw bericht',
    body: ({ contact, language }) => [
      `${contact.reference}: ${contact.subject}`,
      `Van ${contact.name}${contact.company ? `, ${contact.company}` : ''}${contact.customerNumber ? ` (klant ${contact.customerNumber})` : ''}, ${contact.email}${contact.phone ? `, ${contact.phone}` : ''}; antwoord in het ${language}.`,
      contact.message,
    ],
    button: 'Antwoorden',
  },
  'en-GB': {
    subject: 'Contact form: new message',
    body: ({ contact, language }) => [
      `${contact.reference}: ${contact.subject}`,
      `From ${contact.name}${contact.company ? `, ${contact.company}` : ''}${contact.customerNumber ? ` (customer ${contact.customerNumber})` : ''}, ${contact.email}${contact.phone ? `, ${contact.phone}` : ''}; answer in ${language}.`,
      contact.message,
    ],
    button: 'Reply',
  },
  'fr-FR': {
    subject: 'Formulaire de contact\u202f: nouveau message',
    body: ({ contact, language }) => [
      `${contact.reference}\u202f: ${contact.subject}`,
      `De ${contact.name}${contact.company ? `, ${contact.company}` : ''}${contact.customerNumber ? ` (client ${contact.customerNumber})` : ''}, ${contact.email}${contact.phone ? `, ${contact.phone}` : ''}\u202f; répondre en ${language}.`,
      contact.message,
    ],
    button: 'Répondre',
  },
};

const languageNames: Record<Locale, Record<Locale, string>> = {
  'nl-NL': { 'nl-NL': 'Nederlands', 'en-GB': 'Engels', 'fr-FR': 'Frans' },
  'en-GB': { 'nl-NL': 'Dutch', 'en-GB': 'English', 'fr-FR': 'French' },
  'fr-FR': { 'nl-NL': 'néerlandais', 'en-GB': 'anglais', 'fr-FR': 'français' },
};

/**
 * A contact message for the shop's service team, in the shop's language: who wrote, in which
 * language to answer, and a button that answers by mail.
 */
export const contactForServiceMail = (
  locale: string,
  params: { contact: ContactDetails; senderLocale: string },
) =>
  render(contactForService, locale, {
    contact: params.contact,
    url: `mailto:${params.contact.email}?subject=${encodeURIComponent(`${params.contact.reference}: ${params.contact.subject}`)}`,
    language: languageNames[localeOf(locale)][localeOf(params.senderLocale)],
  });

const newsletterConfirmation: Template<{
  name: string;
  url: string;
  days: number;
  requestedBy: string | null;
}> = {
  'nl-NL': {
    subject: 'Bevestig uw inschrijving op onze nieuwsbrief',
    body: ({ name, days, requestedBy }) => [
      `Beste ${name},`,
      requestedBy
        ? `${requestedBy} schreef u in op onze nieuwsbrief. U ontvangt die pas nadat u uw inschrijving bevestigt met de knop hieronder.`
        : 'U schreef zich in op onze nieuwsbrief. U ontvangt die pas nadat u uw inschrijving bevestigt met de knop hieronder.',
      `De link is ${days} dagen geldig en werkt één keer. Wilt u de nieuwsbrief niet? Dan mag u deze e-mail negeren.`,
    ],
    button: 'Inschrijving bevestigen',
  },
  'en-GB': {
    subject: 'Confirm your newsletter subscription',
    body: ({ name, days, requestedBy }) => [
      `Dear ${name},`,
      requestedBy
        ? `${requestedBy} subscribed you to our newsletter. You receive it only once you confirm with the button below.`
        : 'You subscribed to our newsletter. You receive it only once you confirm with the button below.',
      `The link is valid for ${days} days and works once. Do you not want the newsletter? Then ignore this e-mail.`,
    ],
    button: 'Confirm subscription',
  },
  'fr-FR': {
    subject: 'Confirmez votre inscription à notre newsletter',
    body: ({ name, days, requestedBy }) => [
      `Bonjour ${name},`,
      requestedBy
        ? `${requestedBy} vous a inscrit à notre newsletter. Vous ne la recevrez qu’après avoir confirmé avec le bouton ci-dessous.`
        : 'Vous vous êtes inscrit à notre newsletter. Vous ne la recevrez qu’après avoir confirmé avec le bouton ci-dessous.',
      `Le lien est valable ${days} jours et ne fonctionne qu’une fois. Vous ne voulez pas de la newsletter\u202f? Ignorez cet e-mail.`,
    ],
    button: 'Confirmer l’inscription',
  },
};

/** The double opt-in mail of a newsletter subscription, naming the colleague who asked for it. */
export const newsletterConfirmationMail = (
  locale: string,
  params: { name: string; url: string; days: number; requestedBy: string | null },
) => render(newsletterConfirmation, locale, params);

const unsubscribeTexts: Record<Locale, { line: string; button: string; colon: string }> = {
  'nl-NL': {
    line: 'U ontvangt deze nieuwsbrief omdat u erop ingeschreven bent.',
    button: 'Uitschrijven',
    colon: ':',
  },
  'en-GB': {
    line: 'You receive this newsletter because you subscribed to it.',
    button: 'Unsubscribe',
    colon: ':',
  },
  'fr-FR': {
    line: 'Vous recevez cette newsletter parce que vous y êtes inscrit.',
    button: 'Se désinscrire',
    colon: '\u202f:',
  },
};

/**
 * A newsletter as written, with a footer in its language that carries the subscriber's own
 * unsubscribe link (in the HTML before `</body>` when it has one).
 */
export function newsletterMail(locale: string, content: RenderedMail, unsubscribeUrl: string): RenderedMail {
  const texts = unsubscribeTexts[localeOf(locale)];
  const footer = `<p style="color:#6b7280;font-size:12px">${escapeHtml(texts.line)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(texts.button)}</a></p>`;
  const bodyEnd = content.html.search(/<\/body>/i);
  return {
    subject: content.subject,
    text: `${content.text}\n\n${texts.line}\n${texts.button}${texts.colon} ${unsubscribeUrl}`,
    html:
      bodyEnd === -1
        ? `${content.html}\n${footer}`
        : `${content.html.slice(0, bodyEnd)}${footer}\n${content.html.slice(bodyEnd)}`,
  };
}
