import type { CartExternalContact, ExternalContactGroup, StoreApiClient } from '@tradeshop/api-client';
import { type FeatureFlag, hasRight, type Right } from '@tradeshop/domain';

/** What the checkout's cost centre choice shows: the cart's choice and the contacts to choose from. */
export interface CostCenterChoiceData {
  choice: CartExternalContact;
  contacts: ExternalContactGroup[];
}

/** Whether the user may charge the cart to a cost centre (the module on, and the right to use or manage them). */
function mayChooseCostCenter(rights: readonly Right[], featureFlags: readonly FeatureFlag[]): boolean {
  return (
    featureFlags.includes('DISPLAY_COST_CENTER_MODULE') &&
    (hasRight(rights, 'ROLE_ACCESS_COST_CENTER') || hasRight(rights, 'ROLE_MANAGE_COST_CENTER'))
  );
}

/**
 * The checkout loader's data for `CostCenterChoice`: null when the user may not choose (or the
 * Store API does not answer; the checkout then goes on without the choice).
 */
export async function costCenterChoiceData(
  client: StoreApiClient,
  rights: readonly Right[],
  featureFlags: readonly FeatureFlag[],
): Promise<CostCenterChoiceData | null> {
  if (!mayChooseCostCenter(rights, featureFlags)) return null;
  try {
    const [choice, contacts] = await Promise.all([client.cartExternalContact(), client.externalContacts()]);
    return { choice: choice.data, contacts: contacts.data };
  } catch (error) {
    console.error('Cost centre choice could not be loaded:', error);
    return null;
  }
}
