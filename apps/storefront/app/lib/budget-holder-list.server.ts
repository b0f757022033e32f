import { errorCodes } from '@tradeshop/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { requireCustomer } from './account.server';
import { accountErrorMessage } from './account-errors';
import { localizedPath, translator } from './i18n';
import { type StoreApiSession, storeApiContext } from './store-api.server';

/** What the list screens of flows and order references do with one entry. */
interface BudgetHolderActions {
  /** The form field that carries the entry's id. */
  idField: string;
  /** The list's path without a language, where every action leads back to with its notice. */
  listPath: string;
  /** Switches the entry on or off, keeping the rest of it; answers whether it was active before. */
  toggle(client: StoreApiSession['client'], id: string): Promise<boolean>;
  remove(client: StoreApiSession['client'], id: string): Promise<unknown>;
}

/**
 * The action of the flows and the order references lists: switching an entry on or off and deleting
 * one, told apart by `intent`; back to the list with a notice, or the problem in the user's language.
 */
export async function budgetHolderListAction(
  { request, url, context }: { request: Request; url: URL; context: Readonly<RouterContextProvider> },
  actions: BudgetHolderActions,
) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get(actions.idField) ?? '');
  const list = localizedPath(language, actions.listPath);
  try {
    if (intent === 'toggle') {
      const wasActive = await actions.toggle(client, id);
      return redirect(`${list}?notice=${wasActive ? 'deactivated' : 'activated'}`);
    }
    if (intent === 'delete') {
      await actions.remove(client, id);
      return redirect(`${list}?notice=deleted`);
    }
  } catch (error) {
    return data({ formError: accountErrorMessage(error, translator(language.code)) }, { status: 400 });
  }
  throw data({ code: errorCodes.unknown }, { status: 400 });
}
