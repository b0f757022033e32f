import type { PersonalData, PersonalDataErasure } from '@tradeshop/api-client/contracts';
import {
  erasedIdentity,
  erasedMark,
  errorCodes,
  namesPerson,
  type PersonIdentity,
  withoutPersonIn,
} from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import {
  accountPersonalData,
  eraseAccount,
  lockForErasure,
  personalUserFields,
  personOf,
} from '../account/index.ts';
import { type AuditActor, auditEntriesConcerning, eraseFromAuditLog, recordAudit } from '../audit/index.ts';
import { anonymiseContactMessages, contactMessagesOf } from '../contact/index.ts';
import { endSessionsOf } from '../context/index.ts';
import { mailsOf, removeMailsAbout } from '../mail/index.ts';
import { newsletterSubscriptionOf, removeNewsletterSubscription } from '../newsletter/index.ts';
import { erasePersonFromOfferRequests, offerRequestsOf } from '../offer/index.ts';
import { erasePersonFromOrders, ordersPlacedBy } from '../order/index.ts';
import { orderListsMadeBy, removePrivateOrderLists } from '../order-list/index.ts';
import { deletePunchoutAccount } from '../punchout/index.ts';

/** A shop user as the audit log names them as an object. */
const asLogged = (userId: string) => ({ objectType: 'customer-user', id: userId });

/**
 * Everything the shop holds about one shop user, one document: each module answers its own part.
 * The ERP's histories and documents are the company's and the ERP's, not part of it.
 */
export async function personalDataOf(tx: Tx, userId: string): Promise<PersonalData> {
  const { identity } = await personOf(tx, userId);
  return {
    exportedAt: new Date().toISOString(),
    ...(await accountPersonalData(tx, userId)),
    orderLists: await orderListsMadeBy(tx, userId),
    orders: await ordersPlacedBy(tx, userId),
    newsletter: await newsletterSubscriptionOf(tx, userId),
    contactMessages: await contactMessagesOf(tx, userId, identity),
    offerRequests: await offerRequestsOf(tx, userId),
    mails: await mailsOf(tx, identity),
    auditEntries: await auditEntriesConcerning(tx, asLogged(userId)),
  };
}

/** A staff member's export of a user's personal data, recorded in the audit log (what was exported stays out of it). */
export async function exportPersonalData(tx: Tx, actor: AuditActor, userId: string): Promise<PersonalData> {
  const exported = await personalDataOf(tx, userId);
  await recordAudit(tx, actor, {
    objectType: 'customer-user',
    objectId: userId,
    action: 'personal-data-exported',
  });
  return exported;
}

/**
 * What erasure leaves of an audit entry's values: an entry about the user loses their personal
 * fields whatever they held; every entry loses the texts that name them.
 */
const changesWithout =
  (userId: string, person: PersonIdentity) =>
  (entry: { objectType: string; objectId: string; changes: Record<string, [unknown, unknown]> }) => {
    const aboutThem = entry.objectType === 'customer-user' && entry.objectId === userId;
    return Object.fromEntries(
      Object.entries(entry.changes).map(([field, values]) => [
        field,
        aboutThem && (personalUserFields as readonly string[]).includes(field)
          ? values.map((value) => (value === null ? null : erasedMark))
          : withoutPersonIn(values, person),
      ]),
    ) as Record<string, [unknown, unknown]>;
  };

/**
 * Erases a shop user (GDPR article 17), all or nothing: each module makes its part anonymous or
 * removes it, the orders stay with their lines and amounts as accounting law requires, and the act
 * is recorded with the reason, which must not name the person. Refused with 409 for a person erased
 * already and for the company's last active lead buyer.
 */
export async function erasePerson(
  tx: Tx,
  actor: AuditActor,
  userId: string,
  reason: string,
): Promise<PersonalDataErasure> {
  const { identity, ...person } = await lockForErasure(tx, userId);
  if (namesPerson(reason, identity))
    throw new ApiProblem(
      400,
      errorCodes.adminReasonNamesPerson,
      'The reason names the person: the audit log keeps it after their erasure.',
      {},
      [{ propertyPath: 'body/reason', type: errorCodes.adminReasonNamesPerson, title: 'Names the person' }],
    );
  await eraseAccount(tx, { ...person, identity });
  await endSessionsOf(tx, [userId]);
  await deletePunchoutAccount(tx, userId);
  const erased = erasedIdentity(userId);
  const summary: PersonalDataErasure = {
    erasedAt: new Date().toISOString(),
    ordersKept: await erasePersonFromOrders(tx, userId, identity),
    orderListsRemoved: await removePrivateOrderLists(tx, userId),
    newsletterRemoved: await removeNewsletterSubscription(tx, userId),
    contactMessagesAnonymised: await anonymiseContactMessages(tx, userId, identity),
    offerRequestsAnonymised: await erasePersonFromOfferRequests(tx, person, identity),
    mailsRemoved: await removeMailsAbout(tx, identity),
    auditEntriesAnonymised: await eraseFromAuditLog(
      tx,
      { ...asLogged(userId), erasedName: `${erased.firstName} ${erased.lastName}` },
      changesWithout(userId, identity),
    ),
  };
  await recordAudit(tx, actor, {
    objectType: 'customer-user',
    objectId: userId,
    action: 'erased',
    changes: { reason: [null, reason] },
  });
  return summary;
}
