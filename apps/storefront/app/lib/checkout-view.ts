import type {
  Address,
  Cart,
  CartApprovers,
  CostPostChoices,
  PickupLocation,
  PunchoutSession,
  UsableOrderReference,
  UserFlowStatus,
} from '@tradeshop/api-client';
import type { Hundredths, PaymentMethod } from '@tradeshop/domain';
import type { ProductCardData } from './catalog-view.server';
import type { CostCenterChoiceData } from './cost-center.server';
import type { Offers } from './offers.server';
import type { PageMeta } from './route-meta';

/** What the cart page's loader gives the page and its checkout form. */
export interface CheckoutLoaderData {
  cart: Cart;
  loggedIn: boolean;
  canPlaceOrders: boolean;
  punchoutUser: boolean;
  punchout: PunchoutSession | null;
  /** Why the last transfer to the purchasing system was refused, in the user's language. */
  transferRefused: string | null;
  /** The user's order flow: its budget decides whether the order is placed or waits for approval. */
  flow: UserFlowStatus | null;
  /** The company's order references the user may choose from, and the one chosen (its budget counts). */
  references: { chosen: UsableOrderReference | null; search: string; results: UsableOrderReference[] } | null;
  /** Who decides the order if it has to wait for approval; nobody means it cannot be placed then. */
  approvers: CartApprovers | null;
  /** The cost centre the order is charged to and the ones to choose from. */
  costCenter: CostCenterChoiceData | null;
  /** The cost posts the order and its lines may be charged to, and whether one is required. */
  costPosts: CostPostChoices | null;
  addresses: Address[];
  defaultAddressId: string | null;
  pickupLocations: PickupLocation[];
  earliestDeliveryDate: string;
  defaultPaymentMethod: PaymentMethod;
  options: {
    deliveryOption: boolean;
    shippingMethodSelect: boolean;
    paymentMethodSelect: boolean;
    referenceSuffix: boolean;
    fileNumber: boolean;
  };
  lineStock: Offers;
  /** Accessories of the cart's articles, at most four, with their offers. */
  accessories: ProductCardData[];
  confirmEmpty: boolean;
  /** The last order call got no answer: the cart shown now tells whether it went through. */
  orderUnconfirmed: boolean;
  added: boolean;
  /** The line whose quantity a form posted without JavaScript rounded when it was added. */
  addedAdjusted: { lineId: string; entered: Hundredths } | null;
  meta: PageMeta;
}

/** What a cart change or the order form answers when it did not go through, or what it changed. */
export interface CheckoutActionAnswer {
  intent: string;
  lineId?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** The quantity typed for the line (hundredths) when the shop rounded it to what may be ordered. */
  adjustedFrom?: Hundredths;
}
