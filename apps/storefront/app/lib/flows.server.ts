import { type CompanyUser, type OrderFlow, type StoreApiClient, StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import type { ChoosablePerson } from '../components/flows/PeopleChecklist';
import { accountErrorMessage } from './account-errors';
import { approverCandidates } from './flow-form';
import type { Translate } from './i18n';

/** The most users one list asks for; a company with more finds the others through the search. */
const userLimit = 100;

const personOf = ({ id, firstName, lastName, username }: CompanyUser): ChoosablePerson => ({
  id,
  firstName,
  lastName,
  username,
});

/** The users who may be chosen as approvers. */
export async function approverChoices(client: StoreApiClient): Promise<ChoosablePerson[]> {
  return approverCandidates(await activeUsers(client)).map(personOf);
}

/** The company's active users (the first hundred). */
async function activeUsers(client: StoreApiClient): Promise<CompanyUser[]> {
  const { data: users } = await client.companyUsers({ limit: userLimit, filter: { active: true } });
  return users;
}

/** The users who may be chosen, e.g. as the users of an order reference. */
export async function userChoices(client: StoreApiClient): Promise<ChoosablePerson[]> {
  return (await activeUsers(client)).map(personOf);
}

/**
 * The active users matching `search` who are not under the flow yet (the flow's own list is the
 * truth: a user list leaves out the flow of an inactive one).
 */
export async function assignableUsers(
  client: StoreApiClient,
  flow: Pick<OrderFlow, 'users'>,
  search: string,
): Promise<ChoosablePerson[]> {
  const { data: users } = await client.companyUsers({
    limit: userLimit,
    term: search || undefined,
    filter: { active: true },
  });
  const members = new Set(flow.users.map((user) => user.id));
  return users.filter((user) => !members.has(user.id)).map(personOf);
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
