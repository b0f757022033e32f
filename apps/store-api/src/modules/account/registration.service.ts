import { randomUUID } from 'node:crypto';
import type { RegisterCompanyRequest, RegisterCustomerRequest } from '@tradeshop/api-client/contracts';
import {
  errorCodes,
  type FeatureFlag,
  isValidVatNumber,
  normalizeVatNumber,
  type RightCode,
  registrationErrorCodes,
  rightCodes,
  rightsOf,
} from '@tradeshop/domain';
import { and, countDistinct, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { ownStorefrontUrl } from '../../platform/storefront-url.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { colleagueRegisteredMail, registrationConfirmationMail, welcomeMail } from '../mail/index.ts';
import { askVies, keepCheck } from '../vat-check/index.ts';
import {
  company,
  companyAddress,
  companyNumberSequence,
  customer,
  customerRight,
  liveUsername,
} from './account.tables.ts';
import { mailRecipients, newRecoveryToken, recoveryTokenHash } from './customer.service.ts';
import { hashPassword } from './password.ts';
import { findPlace } from './postal-codes.ts';
import { registrationConfirmation } from './registration.tables.ts';

export const confirmationLifetimeHours = 48;

/** What a user who joins an existing company may do until a user manager grants more. */
const joiningUserRights: RightCode[] = ['ROLE_MANAGE_OWN_ACCOUNT', 'ROLE_MANAGE_OWN_CONTACT_INFO'];

/** A registration refused for one field, with the code of account-and-ordering.md §8. */
function refused(code: string, field: string, detail: string, status = 400): ApiProblem {
  return new ApiProblem(status, code, detail, {}, [{ propertyPath: `/${field}`, type: code, title: detail }]);
}

const usernameTaken = () =>
  refused(registrationErrorCodes.duplicateUsername, 'username', 'This username is already in use.');

/** Whether a database error is a unique violation, possibly wrapped by Drizzle. */
function uniqueViolation(error: unknown): string | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

export async function companyExists(
  ctx: RequestContext,
  query: { vatNumber?: string | undefined; companyNumber?: string | undefined },
): Promise<{ exists: boolean }> {
  const conditions = [
    query.vatNumber ? eq(company.vatNumber, normalizeVatNumber(query.vatNumber)) : undefined,
    query.companyNumber ? eq(company.number, query.companyNumber) : undefined,
  ].filter((condition) => condition !== undefined);
  const [found] = await ctx.tx
    .select({ id: company.id })
    .from(company)
    .where(sql.join(conditions, sql` or `))
    .limit(1);
  return { exists: Boolean(found) };
}

async function isUsernameTaken(tx: Tx, username: string): Promise<boolean> {
  const [found] = await tx.select({ id: customer.id }).from(customer).where(liveUsername(username)).limit(1);
  return Boolean(found);
}

/** The language asked for, else the one of the storefront the registration came from. */
function languageIdOf(ctx: RequestContext, languageId: string | undefined, storefrontUrl: string): string {
  if (languageId === undefined) {
    const domain = ctx.salesChannel.domains.find(
      (candidate) => candidate.url.replace(/\/+$/, '') === storefrontUrl,
    );
    return domain?.languageId ?? ctx.language.id;
  }
  if (!ctx.salesChannel.languages.has(languageId)) {
    throw invalidRequest([
      {
        propertyPath: '/languageId',
        type: 'VIOLATION::UNKNOWN_LANGUAGE',
        title: 'Not a language of this shop',
      },
    ]);
  }
  return languageId;
}

type PersonalData = Omit<RegisterCustomerRequest, 'companyNumber'>;

/** The new user's row: unusable until the confirmation link is followed. */
async function userValues(
  ctx: RequestContext,
  person: PersonalData,
  companyId: string,
  storefrontUrl: string,
) {
  const blankToNull = (value: string | undefined) => (value ? value : null);
  return {
    id: randomUUID(),
    companyId,
    username: person.username || person.email,
    email: person.email,
    salutation: person.salutation,
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone,
    mobile: blankToNull(person.mobile),
    fax: blankToNull(person.fax),
    customerFunction: blankToNull(person.customerFunction),
    languageId: languageIdOf(ctx, person.languageId, storefrontUrl),
    passwordHash: await hashPassword(person.password),
    doubleOptInRegistration: true,
  };
}

async function insertUser(
  tx: Tx,
  user: Awaited<ReturnType<typeof userValues>> & { leadBuyer: boolean; defaultBillingAddressId?: string },
  granted: readonly RightCode[],
  storefrontUrl: string,
): Promise<string> {
  await tx.insert(customer).values({
    ...user,
    defaultShippingAddressId: user.defaultBillingAddressId ?? null,
  });
  await tx
    .insert(customerRight)
    .values(rightsOf(granted).map((right) => ({ customerId: user.id, ...right })));
  const { token, tokenHash } = newRecoveryToken();
  await tx.insert(registrationConfirmation).values({
    tokenHash,
    customerId: user.id,
    storefrontUrl,
    expiresAt: sql`now() + make_interval(hours => ${confirmationLifetimeHours})`,
  });
  return token;
}

async function mailConfirmation(
  ctx: RequestContext,
  input: {
    userId: string;
    email: string;
    name: string;
    company: string;
    storefrontUrl: string;
    token: string;
  },
) {
  const locale = await localeOfUser(ctx.tx, input.userId);
  await ctx.mailer.send(ctx.tx, {
    to: input.email,
    template: 'registration-confirmation',
    locale,
    ...registrationConfirmationMail(locale, {
      name: input.name,
      company: input.company,
      hours: confirmationLifetimeHours,
      url: `${input.storefrontUrl}/register/confirm?hash=${encodeURIComponent(input.token)}`,
    }),
  });
}

async function localeOfUser(tx: Tx, customerId: string): Promise<string> {
  const [user] = await mailRecipients(tx, [customerId]);
  return user?.localeCode ?? 'nl-NL';
}

/** Checks that need the shop's configuration or reference data, before anything is written. */
function assertCompanyData(body: RegisterCompanyRequest, flags: readonly FeatureFlag[]) {
  if (!isValidVatNumber(body.vatNumber, body.country)) {
    throw refused(registrationErrorCodes.invalidVatNumber, 'vatNumber', 'This VAT number is not valid.');
  }
  if (flags.includes('REQUIRE_SETTING_PREFERRED_SITE') && !body.preferredBranch) {
    throw invalidRequest([
      { propertyPath: '/preferredBranch', type: 'VIOLATION::IS_BLANK', title: 'Choose a branch office' },
    ]);
  }
  if (flags.includes('REQUIRE_CITY_SEARCH') && body.country === 'BE' && !findPlace(body.zipcode, body.city)) {
    throw refused(registrationErrorCodes.unknownCity, 'city', 'This postal code and place do not match.');
  }
}

/**
 * Registers a new company with its first user, who becomes its lead buyer with every right. Both
 * are usable once the user follows the mailed confirmation link.
 */
export async function registerCompany(
  ctx: RequestContext,
  flags: readonly FeatureFlag[],
  body: RegisterCompanyRequest,
): Promise<{ customerId: string; companyNumber: string }> {
  const storefrontUrl = ownStorefrontUrl(ctx, body.storefrontUrl);
  assertCompanyData(body, flags);
  const vatNumber = normalizeVatNumber(body.vatNumber);
  const vies = await askViesAbout(ctx, vatNumber);
  const clientNumber = !body.isNew && body.clientNumber ? body.clientNumber : null;
  const place = body.country === 'BE' ? findPlace(body.zipcode, body.city) : null;
  const user = await userValues(ctx, body, randomUUID(), storefrontUrl);

  const registered = await inTransaction(ctx, async ({ tx }) => {
    const [sameVat] = await tx
      .select({ id: company.id })
      .from(company)
      .where(eq(company.vatNumber, vatNumber));
    if (sameVat) {
      throw refused(
        registrationErrorCodes.vatNumberAlreadyExists,
        'vatNumber',
        'A company with this VAT number is already registered.',
      );
    }
    if (clientNumber) {
      const [client] = await tx
        .select({ active: company.active })
        .from(company)
        .where(eq(company.clientNumber, clientNumber));
      if (client && !client.active) {
        throw refused(
          registrationErrorCodes.clientIsBlocked,
          'clientNumber',
          'This customer number is blocked.',
        );
      }
      if (client) {
        throw refused(
          registrationErrorCodes.alreadyExistingData,
          'clientNumber',
          'This customer number is already registered.',
        );
      }
    }
    if (await isUsernameTaken(tx, user.username)) throw usernameTaken();

    const [next] = await queryRows<{ number: string }>(
      tx,
      sql`select lpad(nextval(${companyNumberSequence.seqName})::text, 6, '0') as number`,
    );
    const number = next?.number ?? '';
    const billingAddressId = randomUUID();
    await tx.insert(company).values({
      id: user.companyId,
      number,
      clientNumber,
      name: body.companyName,
      vatNumber,
      invoiceEmail: body.invoiceEmail || null,
      industry: body.industry ?? null,
      preferredBranch: body.preferredBranch ?? null,
      billingAddressId,
      registeredAt: sql`now()`,
    });
    if (vies) await keepCheck(tx, ctx.vatRegistry, user.companyId, vatNumber, vies);
    await tx.insert(companyAddress).values({
      id: billingAddressId,
      companyId: user.companyId,
      name: body.companyName,
      email: body.invoiceEmail || null,
      street: body.street,
      houseNumber: body.houseNumber,
      box: body.box || null,
      zipcode: body.zipcode,
      city: place?.city ?? body.city,
      country: body.country,
    });
    const token = await insertUser(
      tx,
      { ...user, leadBuyer: true, defaultBillingAddressId: billingAddressId },
      rightCodes,
      storefrontUrl,
    );
    return { number, token };
  }).catch(translateUniqueViolation);

  await mailConfirmation(ctx, {
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    company: body.companyName,
    storefrontUrl,
    token: registered.token,
  });
  return { customerId: user.id, companyNumber: registered.number };
}

/**
 * Asks VIES about the number of a company in another member state (a well-formed one: the format and
 * check digits were checked before), and refuses one VIES says no member state knows. An unanswered
 * check lets the registration pass: the company pays Belgian VAT until the recheck confirms the number.
 */
export async function askViesAbout(ctx: RequestContext, vatNumber: string) {
  const answer = await askVies(ctx.vatRegistry, vatNumber);
  if (answer?.outcome === 'invalid') {
    throw refused(
      registrationErrorCodes.vatNumberUnknownToVies,
      'vatNumber',
      'VIES, the register of the EU member states, does not know this VAT number.',
    );
  }
  return answer;
}

/** Two registrations at once can pass the checks; the unique indexes then decide. */
function translateUniqueViolation(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === null) throw error;
  if (constraint.includes('vat')) {
    throw refused(
      registrationErrorCodes.vatNumberAlreadyExists,
      'vatNumber',
      'A company with this VAT number is already registered.',
    );
  }
  if (constraint.includes('username')) throw usernameTaken();
  throw refused(
    registrationErrorCodes.alreadyExistingData,
    'companyName',
    'This information already exists.',
  );
}

/**
 * Registers a new user of an existing company by its company number. The user may log in after
 * confirming the e-mail address, with the rights of their own profile only; the company's user
 * managers are mailed to grant more.
 */
export async function registerCustomer(
  ctx: RequestContext,
  body: RegisterCustomerRequest,
): Promise<{ customerId: string; companyNumber: string }> {
  const storefrontUrl = ownStorefrontUrl(ctx, body.storefrontUrl);
  const [owner] = await ctx.tx.select().from(company).where(eq(company.number, body.companyNumber));
  if (!owner) {
    throw refused(registrationErrorCodes.companyDoesntExist, 'companyNumber', 'No company has this number.');
  }
  if (!owner.active) {
    throw refused(registrationErrorCodes.clientIsBlocked, 'companyNumber', 'This company is blocked.');
  }
  const user = await userValues(ctx, body, owner.id, storefrontUrl);
  const token = await inTransaction(ctx, async ({ tx }) => {
    if (await isUsernameTaken(tx, user.username)) throw usernameTaken();
    return insertUser(tx, { ...user, leadBuyer: false }, joiningUserRights, storefrontUrl);
  }).catch(translateUniqueViolation);
  await mailConfirmation(ctx, {
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    company: owner.name,
    storefrontUrl,
    token,
  });
  return { customerId: user.id, companyNumber: owner.number };
}

/**
 * How many registrations wait for their e-mail address to be confirmed, through a link that is
 * still open (the back-office's dashboard).
 */
export async function registrationsAwaitingConfirmation(tx: Tx): Promise<number> {
  const [waiting] = await tx
    .select({ count: countDistinct(registrationConfirmation.customerId) })
    .from(registrationConfirmation)
    .innerJoin(customer, eq(customer.id, registrationConfirmation.customerId))
    .where(
      and(
        isNull(registrationConfirmation.usedAt),
        gt(registrationConfirmation.expiresAt, sql`now()`),
        isNull(customer.doubleOptInConfirmDate),
        isNull(customer.deletedAt),
      ),
    );
  return waiting?.count ?? 0;
}

/** The user managers of a company, who hear of a colleague who joined. */
async function userManagersOf(tx: Tx, companyId: string, except: string) {
  const managers = await tx
    .select({ id: customer.id })
    .from(customer)
    .innerJoin(customerRight, eq(customerRight.customerId, customer.id))
    .where(
      and(
        eq(customer.companyId, companyId),
        eq(customer.active, true),
        sql`${customer.id} <> ${except}`,
        eq(customerRight.code, 'ROLE_MANAGE_CONTACTS'),
        eq(customerRight.enabled, true),
      ),
    );
  return mailRecipients(
    tx,
    managers.map((manager) => manager.id),
  );
}

/**
 * Follows a confirmation link: the account becomes usable, the user gets a welcome mail, and for a
 * user who joined an existing company its user managers are told.
 */
export async function confirmRegistration(ctx: RequestContext, hash: string): Promise<{ success: true }> {
  const confirmed = await inTransaction(ctx, async ({ tx }) => {
    const [link] = await tx
      .update(registrationConfirmation)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(registrationConfirmation.tokenHash, recoveryTokenHash(hash)),
          isNull(registrationConfirmation.usedAt),
          gt(registrationConfirmation.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!link) return null;
    const [user] = await tx
      .update(customer)
      .set({ doubleOptInConfirmDate: sql`coalesce(${customer.doubleOptInConfirmDate}, now())` })
      .where(eq(customer.id, link.customerId))
      .returning();
    return user ? { user, storefrontUrl: link.storefrontUrl } : null;
  });
  if (!confirmed) {
    throw new ApiProblem(
      404,
      errorCodes.confirmationExpired,
      'This confirmation link has expired or was used already.',
    );
  }
  const { user, storefrontUrl } = confirmed;
  const [owner] = await ctx.tx.select().from(company).where(eq(company.id, user.companyId));
  const locale = await localeOfUser(ctx.tx, user.id);
  const name = `${user.firstName} ${user.lastName}`;
  await ctx.mailer.send(ctx.tx, {
    to: user.email,
    template: 'welcome',
    locale,
    ...welcomeMail(locale, {
      name,
      username: user.username,
      company: owner?.name ?? '',
      companyNumber: owner?.number ?? '',
      url: `${storefrontUrl}/auth`,
    }),
  });
  if (!user.leadBuyer) {
    for (const manager of await userManagersOf(ctx.tx, user.companyId, user.id)) {
      const managerLocale = manager.localeCode ?? locale;
      const managerStorefront =
        ctx.salesChannel.domains.find((domain) => domain.languageLocaleCode === managerLocale)?.url ??
        storefrontUrl;
      await ctx.mailer.send(ctx.tx, {
        to: manager.email,
        template: 'colleague-registered',
        locale: managerLocale,
        ...colleagueRegisteredMail(managerLocale, {
          name: `${manager.firstName} ${manager.lastName}`,
          colleague: name,
          email: user.email,
          url: `${managerStorefront.replace(/\/+$/, '')}/account/customer`,
        }),
      });
    }
  }
  return { success: true };
}
