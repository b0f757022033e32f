import type {
  NewsletterSubscriber,
  NewsletterSubscription,
  newsletterExportQuery,
  newsletterSendRequest,
  newsletterSubscriptionInput,
} from '@tradeshop/api-client/contracts';
import {
  errorCodes,
  type NewsletterLanguage,
  type NewsletterStatus,
  type NewsletterTopic,
  newsletterLinkDays,
  newsletterLocales,
} from '@tradeshop/domain';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import type { Mailer } from '../../platform/ports.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import {
  activeCompanyPeople,
  companyPeople,
  liveCompanyUserIds,
  mailingUsers,
  mailRecipients,
  newRecoveryToken,
  recoveryTokenHash,
} from '../account/index.ts';
import { newsletterConfirmationMail, newsletterMail } from '../mail/index.ts';
import { newsletterSubscription, newsletterToken } from './newsletter.tables.ts';

type SubscriptionRow = typeof newsletterSubscription.$inferSelect;
type SubscriptionInput = z.output<typeof newsletterSubscriptionInput>;
type LinkPurpose = 'confirm' | 'unsubscribe';

/** The manager's list shows this many users at most; a term finds the others. */
const subscribersShown = 100;

function toSubscription(row: SubscriptionRow): NewsletterSubscription {
  return {
    status: row.status as NewsletterStatus,
    language: row.language as NewsletterLanguage,
    topics: row.topics as NewsletterTopic[],
    requestedAt: row.requestedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    apiAlias: 'dexis_newsletter_subscription',
  };
}

/** The storefront domain in `language`, where the links of the subscription's mails lead. */
function storefrontIn(ctx: RequestContext, language: NewsletterLanguage): string {
  const domains = ctx.salesChannel.domains;
  const domain =
    domains.find((candidate) => candidate.languageLocaleCode === newsletterLocales[language]) ?? domains[0];
  return (domain?.url ?? '').replace(/\/+$/, '');
}

/** A new link token of the subscription; only its hash is stored. */
async function issueLink(tx: Tx, subscriptionId: string, purpose: LinkPurpose): Promise<string> {
  const { token, tokenHash } = newRecoveryToken();
  const days = purpose === 'confirm' ? newsletterLinkDays.confirmation : newsletterLinkDays.unsubscribe;
  await tx.insert(newsletterToken).values({
    tokenHash,
    subscriptionId,
    purpose,
    expiresAt: sql`now() + make_interval(days => ${days})`,
  });
  return token;
}

const linkUrl = (row: SubscriptionRow, purpose: LinkPurpose, token: string) =>
  `${row.storefrontUrl}/newsletter/${purpose}?token=${encodeURIComponent(token)}`;

async function subscriptionOf(tx: Tx, customerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.customerId, customerId))
    .for('update');
  return row;
}

/**
 * Stores the subscription as pending, voids its earlier confirmation links and mails the user a new
 * one in the subscription's language: only that link makes it active.
 */
async function requestSubscription(
  ctx: RequestContext,
  target: { id: string; companyId: string },
  input: SubscriptionInput,
  requestedBy: string,
): Promise<SubscriptionRow> {
  const { tx } = ctx;
  const values = {
    language: input.language,
    topics: input.topics,
    status: 'pending',
    storefrontUrl: storefrontIn(ctx, input.language),
    requestedAt: sql`now()`,
    requestedBy,
    confirmedAt: null,
    unsubscribedAt: null,
  };
  const [row] = await tx
    .insert(newsletterSubscription)
    .values({ id: crypto.randomUUID(), customerId: target.id, companyId: target.companyId, ...values })
    .onConflictDoUpdate({ target: newsletterSubscription.customerId, set: values })
    .returning();
  const subscription = row!;
  await tx
    .delete(newsletterToken)
    .where(
      and(
        eq(newsletterToken.subscriptionId, subscription.id),
        eq(newsletterToken.purpose, 'confirm'),
        isNull(newsletterToken.usedAt),
      ),
    );
  const token = await issueLink(tx, subscription.id, 'confirm');
  const people = await mailRecipients(tx, [target.id, requestedBy]);
  const user = people.find((person) => person.id === target.id)!;
  const requester =
    requestedBy === target.id ? undefined : people.find((person) => person.id === requestedBy);
  const locale = newsletterLocales[input.language];
  await ctx.mailer.send(tx, {
    to: user.email,
    template: 'newsletter-confirmation',
    locale,
    ...newsletterConfirmationMail(locale, {
      name: `${user.firstName} ${user.lastName}`,
      url: linkUrl(subscription, 'confirm', token),
      days: newsletterLinkDays.confirmation,
      requestedBy: requester ? `${requester.firstName} ${requester.lastName}` : null,
    }),
  });
  return subscription;
}

/**
 * Subscribes a user or changes their subscription. The user changing their own active subscription
 * changes it at once; anything else waits for the user's confirmation.
 */
async function changeSubscription(
  ctx: RequestContext,
  target: { id: string; companyId: string },
  input: SubscriptionInput,
  requestedBy: string,
): Promise<SubscriptionRow> {
  const existing = await subscriptionOf(ctx.tx, target.id);
  if (existing?.status === 'active' && requestedBy === target.id) {
    const [row] = await ctx.tx
      .update(newsletterSubscription)
      .set({
        language: input.language,
        topics: input.topics,
        storefrontUrl: storefrontIn(ctx, input.language),
      })
      .where(eq(newsletterSubscription.id, existing.id))
      .returning();
    return row!;
  }
  return requestSubscription(ctx, target, input, requestedBy);
}

/** Ends a subscription and voids every link of it; a subscription that has ended stays as it is. */
async function endSubscription(tx: Tx, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  await tx
    .update(newsletterSubscription)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(
      and(eq(newsletterSubscription.id, subscriptionId), ne(newsletterSubscription.status, 'unsubscribed')),
    );
  await tx
    .update(newsletterToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(newsletterToken.subscriptionId, subscriptionId), isNull(newsletterToken.usedAt)));
  const [row] = await tx
    .select()
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.id, subscriptionId));
  return row;
}

const userNotFound = (id: string) =>
  notFound(errorCodes.customerNotFound, 'No user with this id in your company.', { id });

/** A user of the manager's company with their subscription. */
async function subscriberOf(ctx: RequestContext, customerId: string): Promise<NewsletterSubscriber> {
  const [person] = await companyPeople(ctx.tx, [customerId]);
  if (!person) throw userNotFound(customerId);
  const row = await subscriptionOf(ctx.tx, customerId);
  return {
    customerId,
    firstName: person.firstName,
    lastName: person.lastName,
    username: person.username,
    subscription: row ? toSubscription(row) : null,
  };
}

/** Runs `work` on a user of the manager's own company; any other id is unknown. */
async function onColleague<T>(
  ctx: RequestContext,
  customerId: string,
  work: (ctx: RequestContext, target: { id: string; companyId: string }, managerId: string) => Promise<T>,
): Promise<T> {
  const manager = requireCustomer(ctx);
  return inTransaction(ctx, async (ctx) => {
    const live = await liveCompanyUserIds(ctx.tx, manager.companyId, [customerId]);
    if (!live.has(customerId)) throw userNotFound(customerId);
    return work(ctx, { id: customerId, companyId: manager.companyId }, manager.id);
  });
}

/** The company's active users (found by `term`, by name, 100 at most) with their subscriptions. */
export async function companySubscribers(ctx: RequestContext, term: string): Promise<NewsletterSubscriber[]> {
  const manager = requireCustomer(ctx);
  const people = await activeCompanyPeople(ctx.tx, manager.companyId, { term, limit: subscribersShown });
  const rows = people.length
    ? await ctx.tx
        .select()
        .from(newsletterSubscription)
        .where(
          inArray(
            newsletterSubscription.customerId,
            people.map((person) => person.id),
          ),
        )
    : [];
  const byUser = new Map(rows.map((row) => [row.customerId, row]));
  return people.map((person) => {
    const row = byUser.get(person.id);
    return {
      customerId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      username: person.username,
      subscription: row ? toSubscription(row) : null,
    };
  });
}

/** A manager subscribes a colleague or changes their subscription: it waits for their confirmation. */
export const subscribeColleague = (ctx: RequestContext, customerId: string, input: SubscriptionInput) =>
  onColleague(ctx, customerId, async (ctx, target, managerId) => {
    await changeSubscription(ctx, target, input, managerId);
    return subscriberOf(ctx, customerId);
  });

/** A manager ends a colleague's subscription. */
export const unsubscribeColleague = (ctx: RequestContext, customerId: string) =>
  onColleague(ctx, customerId, async (ctx, target) => {
    const row = await subscriptionOf(ctx.tx, target.id);
    if (row) await endSubscription(ctx.tx, row.id);
    return subscriberOf(ctx, customerId);
  });

/** The logged-in user's own subscription, or null. */
export async function ownSubscription(ctx: RequestContext): Promise<NewsletterSubscription | null> {
  const user = requireCustomer(ctx);
  const [row] = await ctx.tx
    .select()
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.customerId, user.id));
  return row ? toSubscription(row) : null;
}

export async function subscribeOwn(ctx: RequestContext, input: SubscriptionInput) {
  const user = requireCustomer(ctx);
  return inTransaction(ctx, async (ctx) =>
    toSubscription(await changeSubscription(ctx, user, input, user.id)),
  );
}

export async function unsubscribeOwn(ctx: RequestContext): Promise<NewsletterSubscription | null> {
  const user = requireCustomer(ctx);
  return inTransaction(ctx, async ({ tx }) => {
    const row = await subscriptionOf(tx, user.id);
    const ended = row ? await endSubscription(tx, row.id) : undefined;
    return ended ? toSubscription(ended) : null;
  });
}

/**
 * Uses a link of a newsletter mail once: the subscription it belongs to. Unknown and expired links
 * are refused with 404, links followed before with 410; neither changes anything.
 */
async function useLink(tx: Tx, token: string, purpose: LinkPurpose): Promise<string> {
  const [link] = await tx
    .select({
      subscriptionId: newsletterToken.subscriptionId,
      usedAt: newsletterToken.usedAt,
      expired: sql<boolean>`${newsletterToken.expiresAt} <= now()`,
    })
    .from(newsletterToken)
    .where(and(eq(newsletterToken.tokenHash, recoveryTokenHash(token)), eq(newsletterToken.purpose, purpose)))
    .for('update');
  if (!link || link.expired) {
    throw notFound(errorCodes.newsletterLinkInvalid, 'This newsletter link is unknown or has expired.');
  }
  if (link.usedAt) {
    throw new ApiProblem(410, errorCodes.newsletterLinkUsed, 'This newsletter link was used already.');
  }
  await tx
    .update(newsletterToken)
    .set({ usedAt: sql`now()` })
    .where(eq(newsletterToken.tokenHash, recoveryTokenHash(token)));
  return link.subscriptionId;
}

/** Follows a confirmation link: the pending subscription becomes active. */
export function confirmByLink(ctx: RequestContext, token: string): Promise<NewsletterSubscription> {
  return inTransaction(ctx, async ({ tx }) => {
    const subscriptionId = await useLink(tx, token, 'confirm');
    const [row] = await tx
      .update(newsletterSubscription)
      .set({ status: 'active', confirmedAt: sql`now()` })
      .where(eq(newsletterSubscription.id, subscriptionId))
      .returning();
    return toSubscription(row!);
  });
}

/** Follows the unsubscribe link of a newsletter mail, without login: the subscription ends. */
export function unsubscribeByLink(ctx: RequestContext, token: string): Promise<NewsletterSubscription> {
  return inTransaction(ctx, async ({ tx }) => {
    const subscriptionId = await useLink(tx, token, 'unsubscribe');
    return toSubscription((await endSubscription(tx, subscriptionId))!);
  });
}

/**
 * The subscriptions for the distributor's mailing system, by id after `after`: with each active one
 * a new unsubscribe link for the mails that system sends.
 */
export async function exportSubscriptions(tx: Tx, query: z.output<typeof newsletterExportQuery>) {
  const rows = await tx
    .select()
    .from(newsletterSubscription)
    .where(
      and(
        query.after ? gt(newsletterSubscription.id, query.after) : undefined,
        query.status ? eq(newsletterSubscription.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(newsletterSubscription.id))
    .limit(query.limit);
  const users = await mailingUsers(
    tx,
    rows.map((row) => row.customerId),
  );
  const data = [];
  for (const row of rows) {
    const user = users.get(row.customerId)!;
    const { apiAlias: _, ...subscription } = toSubscription(row);
    data.push({
      id: row.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      companyNumber: user.companyNumber,
      userActive: user.live,
      ...subscription,
      unsubscribeUrl:
        row.status === 'active'
          ? linkUrl(row, 'unsubscribe', await issueLink(tx, row.id, 'unsubscribe'))
          : null,
    });
  }
  return { data, next: rows.length === query.limit ? rows.at(-1)!.id : null };
}

/**
 * Sends a newsletter through the outbox to every active subscriber of its topic who may log in, in
 * their language: each mail with its own unsubscribe link, also as List-Unsubscribe (RFC 8058).
 */
export async function sendNewsletter(
  tx: Tx,
  mailer: Mailer,
  request: z.output<typeof newsletterSendRequest>,
): Promise<{ sent: number; skipped: number }> {
  const rows = await tx
    .select()
    .from(newsletterSubscription)
    .where(
      and(
        eq(newsletterSubscription.status, 'active'),
        sql`${newsletterSubscription.topics} @> array[${request.topic}]::text[]`,
      ),
    );
  const users = await mailingUsers(
    tx,
    rows.map((row) => row.customerId),
  );
  let sent = 0;
  for (const row of rows) {
    const user = users.get(row.customerId);
    const content = request.content[row.language as NewsletterLanguage];
    if (!user?.live || !content) continue;
    const url = linkUrl(row, 'unsubscribe', await issueLink(tx, row.id, 'unsubscribe'));
    const locale = newsletterLocales[row.language as NewsletterLanguage];
    await mailer.send(tx, {
      to: user.email,
      template: 'newsletter',
      locale,
      ...newsletterMail(locale, content, url),
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    sent += 1;
  }
  return { sent, skipped: rows.length - sent };
}
