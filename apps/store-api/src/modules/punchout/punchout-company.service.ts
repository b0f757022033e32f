import type { PunchoutAccountInput } from '@tradeshop/api-client/contracts';
import { errorCodes, type PunchoutClassification } from '@tradeshop/domain';
import { eq } from 'drizzle-orm';
import { requireRight } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { liveCompanyUserIds } from '../account/index.ts';
import { punchoutAccount } from './punchout.tables.ts';
import {
  deletePunchoutAccount,
  PunchoutAccountRefused,
  PunchoutSecretRequired,
  punchoutAccounts,
  savePunchoutAccount,
} from './punchout-account.service.ts';

/** A user of the manager's own company; users of other companies do not exist for them. */
async function companyUser(ctx: RequestContext, customerId: string) {
  const manager = requireRight(ctx, 'ROLE_MANAGE_CONTACTS');
  const found = await liveCompanyUserIds(ctx.tx, manager.companyId, [customerId]);
  if (!found.has(customerId))
    throw notFound(errorCodes.customerNotFound, 'No user with this id in your company.', { id: customerId });
}

/** PUT /dexis/punchout/account/{id}: the lead buyer connects a user of the company to its procurement system. */
export async function setCompanyPunchoutAccount(
  ctx: RequestContext,
  customerId: string,
  input: PunchoutAccountInput,
) {
  await companyUser(ctx, customerId);
  try {
    await savePunchoutAccount(ctx.tx, customerId, input);
  } catch (error) {
    if (error instanceof PunchoutAccountRefused)
      throw new ApiProblem(409, errorCodes.punchoutCredentialsTaken, error.message);
    if (error instanceof PunchoutSecretRequired)
      throw new ApiProblem(400, errorCodes.punchoutSecretRequired, error.message);
    throw error;
  }
}

/** GET /dexis/punchout/account/{id}: how a user of the company connects, without secrets; null if not. */
export async function companyPunchoutAccount(ctx: RequestContext, customerId: string) {
  await companyUser(ctx, customerId);
  const [account] = await punchoutAccounts(ctx.tx).where(eq(punchoutAccount.customerId, customerId));
  if (!account) return null;
  const { customerId: _, updatedAt, ...settings } = account;
  return {
    ...settings,
    protocol: settings.protocol as 'oci' | 'cxml',
    ociLogin: settings.ociLogin as 'password' | 'one-time-id',
    classification: settings.classification as PunchoutClassification,
    units: settings.units as 'iso' | 'sap',
    updatedAt: updatedAt.toISOString(),
  };
}

/** DELETE /dexis/punchout/account/{id}: the user no longer buys through the procurement system. */
export async function removeCompanyPunchoutAccount(ctx: RequestContext, customerId: string) {
  await companyUser(ctx, customerId);
  await deletePunchoutAccount(ctx.tx, customerId);
}
