import type { Order, PickupLocation, StoreApiClient } from '@tradeshop/api-client';

/** The shop an order is picked up at, with its address and hours; null for deliveries or when unknown. */
export async function pickupLocationOf(client: StoreApiClient, order: Order): Promise<PickupLocation | null> {
  if (!order.pickupLocation) return null;
  return client
    .pickupLocations()
    .then(
      ({ data: locations }) => locations.find((location) => location.code === order.pickupLocation) ?? null,
    )
    .catch(() => null);
}
