import {
  type CompanyPerson,
  type OrderFlow,
  type StoreApiClient,
  StoreApiError,
} from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { accountErrorMessage } from './account-errors';
import type { Translate } from './i18n';

/** The users who may be chosen as approvers: active and holding the approving right. */
export async function approverChoices(client: StoreApiClient): Promise<CompanyPerson[]> {
  return (await client.companyPeople({ approvers: true })).data;
}

/** The company's active users who may be chosen, e.g. as the users of an order reference. */
export async function userChoices(client: StoreApiClient): Promise<CompanyPerson[]> {
  return (await client.companyPeople()).data;
}

/**
 * The active users matching `search` who are not under the flow yet (the flow's own list is the
 * truth: a user list leaves out the flow of an inactive one).
 */
export async function assignableUsers(
  client: StoreApiClient,
  flow: Pick<OrderFlow, 'users'>,
  search: string,
): Promise<CompanyPerson[]> {
  const { data: people } = await client.companyPeople({ term: search });
  const members = new Set(flow.users.map((user) => user.id));
  return people.filter((person) => !members.has(person.id));
}

/** The chosen users of an assign form, at most as many as the Store API takes at once. */
export function chosenUserIds(form: FormData): string[] {
  return [...new Set(form.getAll('customerId').map(String).filter(Boolean))].slice(0, 500);
}

/** The Store API's violation for an approver without the approving right (e.g. taken away meanwhile). */
const notAnApprover = 'VIOLATION::NOT_AN_APPROVER';

/**
 * A failed save as the form shows it: a taken name or an approver who may not approve at their
 * field, the rest on top.
 */
export function flowCallErrors(
  error: unknown,
  t: Translate,
  nameTakenCode: string = errorCodes.orderFlowNameNotUnique,
) {
  if (!(error instanceof StoreApiError)) throw error;
  if (error.errors[0]?.violations?.some((violation) => violation.type === notAnApprover)) {
    return {
      formError: t('form.errorSummary'),
      fieldErrors: { approverIds: t('flows.error.notAnApprover') },
    };
  }
  const formError = accountErrorMessage(error, t);
  const fieldErrors: Record<string, string> = error.code === nameTakenCode ? { name: formError } : {};
  return { formError, fieldErrors };
}
