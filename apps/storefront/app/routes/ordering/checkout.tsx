import { type Address, type Cart, type StoreApiClient, StoreApiError } from '@tradeshop/api-client';
import {
  brusselsDate,
  cartErrorCodes,
  earliestDeliveryDate,
  errorCodes,
  fromHundredths,
  type Hundredths,
  hasRight,
  type PaymentMethod,
  parseQuantity,
  quantityAdjustment,
} from '@tradeshop/domain';
import { useState } from 'react';
import { data, Link, redirect } from 'react-router';
import { CartAccessories } from '../../components/cart/CartAccessories';
import { CartLines } from '../../components/cart/CartLines';
import { CartNotices } from '../../components/cart/CartNotices';
import { CartTotals } from '../../components/cart/CartTotals';
import { CheckoutForm, PlaceOrder } from '../../components/cart/CheckoutForm';
import { EmptyCartConfirmation, EmptyCartLink } from '../../components/cart/EmptyCart';
import { LoginToOrder } from '../../components/cart/LoginToOrder';
import { OfferRequestForm } from '../../components/cart/OfferRequestForm';
import { TransferToPurchasing } from '../../components/cart/TransferToPurchasing';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { accountErrorMessage } from '../../lib/account-errors';
import { cartCallErrorMessage, cartErrorMessage, rejectionOf } from '../../lib/cart-errors';
import { articlesOf, toProductCard, withOffers } from '../../lib/catalog-view.server';
import { checkoutFormSchema, costPostFieldErrorsOf, lineCostPostsOf } from '../../lib/checkout-form';
import type { CheckoutActionAnswer, CheckoutLoaderData } from '../../lib/checkout-view';
import { costCenterChoiceData } from '../../lib/cost-center.server';
import { fieldErrorsOf } from '../../lib/form-errors';
import { languageOfPath, localizedPath, type Translate, translator, useTranslation } from '../../lib/i18n';
import { offersFor } from '../../lib/offers.server';
import { punchoutSessionOf } from '../../lib/punchout.server';
import { transferRefusalOf } from '../../lib/punchout-transfer';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { saleRuleOfLine } from '../../lib/sale-rule';
import { searchText } from '../../lib/search-text';
import {
  cartPriceFor,
  pricedChoiceFor,
  type ShippingChoice,
  shippingChoiceOf,
} from '../../lib/shipping-choice';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/checkout';

/** Invoice needs credit: when the cart may not use it, prepayment (or card) is the way to pay. */
function defaultPaymentMethod(cart: Cart): PaymentMethod {
  const available = cart.extensions.paymentMethods.filter((method) => method.available).map((m) => m.id);
  if (available.includes('invoice')) return 'invoice';
  return available.includes('prepayment') ? 'prepayment' : (available[0] ?? 'prepayment');
}

export async function loader({ url, context }: Route.LoaderArgs): Promise<CheckoutLoaderData> {
  const { client, shop, language, languageId, customer } = context.get(storeApiContext);
  const t = translator(language.code);
  const [loggedIn, cart] = await Promise.all([customer(), client.cart().catch(throwAsRouteError)]);
  const accessories =
    cart.lineItems.length === 0
      ? Promise.resolve([])
      : client
          .accessories({ productIds: cart.lineItems.map((line) => line.referencedId) })
          .then((answer) =>
            answer.elements.map((product) => toProductCard(product, { language, languageId })),
          )
          .catch(() => []);
  const search = url.searchParams;
  const flags = new Set(shop.featureFlags);
  const mayUseReferences = Boolean(loggedIn && hasRight(loggedIn.rights, 'ROLE_ADD_ORDER_REFERENCES'));
  const referenceSearch = searchText(search.get('referenceSearch'), 50);
  const [addresses, pickupLocations, flow, orderReference, approvers] = loggedIn
    ? await Promise.all([
        client
          .addresses()
          .then((answer) => answer.elements)
          .catch((): Address[] => []),
        client
          .pickupLocations()
          .then((answer) => answer.data)
          .catch(() => []),
        client
          .orderFlowStatus()
          .then((answer) => answer.data)
          .catch(() => null),
        client
          .cartOrderReference()
          .then((answer) => answer.data)
          .catch(() => null),
        client
          .cartApprovers()
          .then((answer) => answer.data)
          .catch(() => null),
      ])
    : [[], [], null, null, null];
  const references = mayUseReferences
    ? {
        chosen: orderReference,
        search: referenceSearch,
        results:
          referenceSearch && !orderReference
            ? await client
                .searchOrderReferences(referenceSearch)
                .then((answer) => answer.data)
                .catch(() => [])
            : [],
      }
    : null;
  // The cost centres, and the company's cost posts for a buyer who places orders, asked together.
  const [costCenter, costPosts] = await Promise.all([
    loggedIn ? costCenterChoiceData(client, loggedIn.rights, shop.featureFlags) : null,
    loggedIn && hasRight(loggedIn.rights, 'ROLE_PLACE_ORDERS')
      ? client.costPostChoices().catch(() => null)
      : null,
  ]);
  // The stock of each line for its quantity, as the ERP sees it now, and the accessories' offers, in one call.
  const accessoryCards = await accessories;
  const offers = await offersFor(client, [
    ...cart.lineItems.map((line) => ({ productNumber: line.payload.productNumber, quantity: line.quantity })),
    ...articlesOf(accessoryCards),
  ]);
  const lineStock = Object.fromEntries(
    cart.lineItems.flatMap((line) => {
      const offer = offers[line.payload.productNumber];
      return offer ? [[line.payload.productNumber, offer]] : [];
    }),
  );
  // Delivery dates are counted in Belgian calendar days, whatever the server's time zone.
  const today = brusselsDate(new Date());
  return {
    cart,
    loggedIn: Boolean(loggedIn),
    // A punch-out user's orders are placed in their purchasing system: the cart is transferred.
    canPlaceOrders: loggedIn
      ? hasRight(loggedIn.rights, 'ROLE_PLACE_ORDERS') && !loggedIn.ociCustomer
      : false,
    punchoutUser: Boolean(loggedIn?.ociCustomer),
    punchout: await punchoutSessionOf(context),
    transferRefused: transferRefusalOf(search, t),
    flow,
    references,
    approvers,
    costCenter,
    costPosts: costPosts && (costPosts.data.length > 0 || costPosts.settings.required) ? costPosts : null,
    addresses,
    // A user without a default delivery address starts from the company's first (billing) address.
    defaultAddressId:
      addresses.find((address) => address.isDefaultShipping)?.id ??
      loggedIn?.defaultShippingAddressId ??
      addresses[0]?.id ??
      null,
    pickupLocations,
    earliestDeliveryDate: earliestDeliveryDate(today),
    defaultPaymentMethod: defaultPaymentMethod(cart),
    options: {
      deliveryOption: flags.has('DISPLAY_DELIVERY_OPTION'),
      shippingMethodSelect: flags.has('DISPLAY_SHIPPING_METHOD_SELECT'),
      paymentMethodSelect: flags.has('DISPLAY_PAYMENT_METHOD_SELECT'),
      referenceSuffix: flags.has('DISPLAY_ORDER_REFERENCE_SUFFIX'),
      fileNumber: flags.has('DISPLAY_ORDER_REFERENCE_FILE_NUMBER'),
    },
    lineStock,
    accessories: withOffers(accessoryCards, offers, shop),
    confirmEmpty: search.get('confirm') === 'empty' && cart.lineItems.length > 0,
    orderUnconfirmed: search.get('order') === 'unconfirmed',
    added: search.get('added') === '1',
    addedAdjusted: addedAdjustment(search, cart),
    meta: { title: `${t('cart.title')} | ${shop.name}`, noindex: true },
  };
}

/**
 * The line whose quantity a form posted without JavaScript rounded when it was added, from the
 * cart's address (`adjustedProduct` and `adjustedFrom`, see the cart/add route).
 */
function addedAdjustment(
  search: URLSearchParams,
  cart: Cart,
): { lineId: string; entered: Hundredths } | null {
  const entered = parseQuantity(search.get('adjustedFrom') ?? '');
  const line = cart.lineItems.find((candidate) => candidate.referencedId === search.get('adjustedProduct'));
  return line && entered !== null ? { lineId: line.id, entered } : null;
}

function fieldMessage(field: string, t: Translate): string {
  if (field === 'deliveryDate') return t('checkout.error.invalidDeliveryDate');
  if (field === 'pickupLocation') return t('checkout.pickupLocationRequired');
  return t('checkout.error.invalidRequest');
}

/**
 * A line's new quantity as typed (a form without JavaScript): rounded to what may be ordered as the
 * counter would, except below the minimum, which removes the line.
 */
async function lineQuantityFor(client: StoreApiClient, lineId: string, entered: Hundredths) {
  const line = (await client.cart()).lineItems.find((candidate) => candidate.id === lineId);
  const adjustment = line ? quantityAdjustment(entered, saleRuleOfLine(line)) : null;
  return adjustment && adjustment.reason !== 'minimum'
    ? { quantity: adjustment.applied, adjustedFrom: entered }
    : { quantity: entered };
}

async function changeCart(
  intent: string,
  form: FormData,
  { client, t }: { client: StoreApiClient; t: Translate },
): Promise<CheckoutActionAnswer> {
  const lineId = String(form.get('lineId') ?? '').slice(0, 64);
  const answer: CheckoutActionAnswer = { intent, lineId };
  try {
    let cart: Cart;
    if (intent === 'quantity') {
      const entered = parseQuantity(String(form.get('quantity') ?? ''));
      if (entered === null) {
        return { intent, lineId, formError: cartErrorMessage(cartErrorCodes.invalidQuantity, t) };
      }
      const { quantity, adjustedFrom } = await lineQuantityFor(client, lineId, entered);
      cart = await client.updateCartLines({ items: [{ id: lineId, quantity: fromHundredths(quantity) }] });
      if (adjustedFrom !== undefined) answer.adjustedFrom = adjustedFrom;
    } else if (intent === 'remark') {
      const remark = String(form.get('remark') ?? '')
        .trim()
        .slice(0, 500);
      cart = await client.updateCartLines({ items: [{ id: lineId, payload: { remark: remark || null } }] });
    } else if (intent === 'remove') {
      cart = await client.removeCartLines([lineId]);
    } else {
      cart = await client.emptyCart();
    }
    const rejection = rejectionOf(cart.errors);
    if (rejection) {
      return { intent, lineId, formError: cartErrorMessage(rejection.messageKey, t, rejection.message) };
    }
    return answer;
  } catch (error) {
    return { intent, lineId, formError: cartCallErrorMessage(error, t).message };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { client, language, customer } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const here = localizedPath(language, '/checkout');

  if (intent === 'chooseReference' || intent === 'clearReference') {
    try {
      if (intent === 'clearReference') await client.clearCartOrderReference();
      else await client.chooseCartOrderReference(String(form.get('referenceId') ?? '').slice(0, 64));
    } catch (error) {
      return data<CheckoutActionAnswer>(
        { intent, formError: accountErrorMessage(error, t) },
        { status: 400 },
      );
    }
    return redirect(`${here}#order-reference`);
  }

  if (['quantity', 'remark', 'remove', 'empty'].includes(intent)) {
    const answer = await changeCart(intent, form, { client, t });
    if (answer.formError) return data<CheckoutActionAnswer>(answer, { status: 400 });
    // A plain form post comes back to the cart; a fetcher just gets the fresh page data.
    return intent === 'empty' ? redirect(here) : answer;
  }

  if (intent !== 'place') throw data({ code: errorCodes.unknown }, { status: 400 });
  if (!(await customer()))
    throw redirect(`${localizedPath(language, '/auth')}?redirectTo=${encodeURIComponent(here)}`);

  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const lineCostPosts = lineCostPostsOf(form);
  const parsed = checkoutFormSchema(brusselsDate(new Date())).safeParse({ ...values, lineCostPosts });
  if (!parsed.success) {
    return data<CheckoutActionAnswer>(
      {
        intent,
        values,
        fieldErrors: fieldErrorsOf(parsed.error, (issue) => fieldMessage(String(issue.path[0] ?? ''), t)),
        formError: t('checkout.checkFields'),
      },
      { status: 400 },
    );
  }
  const { addressId, shippingOption, pickupLocation, expectedTotal, ...rest } = parsed.data;
  try {
    // The total shown was worked out for the way of shipping chosen then (without JavaScript: the
    // cart's own delivery); the order is placed at the total of the way chosen now.
    const cart = await client.cart();
    const [shownOption, shownMethod, shownCountry] = String(form.get('totalsFor') ?? '').split(':');
    const shown = cartPriceFor(cart, shippingChoiceOf(shownOption, shownMethod, shownCountry));
    if (
      expectedTotal !== undefined &&
      shown &&
      Math.round(shown.totalPrice * 100) !== Math.round(expectedTotal * 100)
    ) {
      const message = cartErrorMessage(cartErrorCodes.pricesChanged, t);
      return data<CheckoutActionAnswer>(
        { intent, values, fieldErrors: {}, formError: message },
        { status: 409 },
      );
    }
    // A delivery is charged the VAT of its address's country.
    const country =
      shippingOption === 'delivery' && addressId
        ? (
            await client
              .addresses()
              .then((answer) => answer.elements)
              .catch((): Address[] => [])
          ).find((address) => address.id === addressId)?.countryCode
        : null;
    const orderTotal = cartPriceFor(cart, { option: shippingOption, method: rest.shippingMethod, country });
    const orderRequest = {
      ...rest,
      ...(orderTotal ? { expectedTotal: orderTotal.totalPrice } : {}),
      shippingOption,
      ...(shippingOption === 'pickup' ? { pickupLocation } : { addressId }),
    };
    // The order call is idempotent: a cart that became an order answers that order, and a second
    // call waits for a first one still running. A call without an answer is asked once more.
    const order = await client
      .placeOrder(orderRequest)
      .catch((error) => (isUnanswered(error) ? client.placeOrder(orderRequest) : Promise.reject(error)));
    return redirect(
      `${localizedPath(language, '/checkout/success')}?${new URLSearchParams({ order: order.id })}`,
    );
  } catch (error) {
    // Shown on a fresh page: the cart as it is now says whether the order went through.
    if (isUnanswered(error)) return redirect(`${here}?order=unconfirmed`);
    const { code, message } = cartCallErrorMessage(error, t);
    const fieldErrors: Record<string, string> =
      code === cartErrorCodes.invalidDeliveryDate
        ? { deliveryDate: message }
        : costPostFieldErrorsOf(error, message, lineCostPosts);
    return data<CheckoutActionAnswer>({ intent, values, fieldErrors, formError: message }, { status: 400 });
  }
}

/** The order call got no (whole) answer: the Store API ran out of time or its process stopped. */
const isUnanswered = (error: unknown) =>
  error instanceof StoreApiError && (error.status === 408 || error.status >= 500);

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { cart, loggedIn, canPlaceOrders, punchoutUser, punchout, confirmEmpty } = loaderData;
  const answer = actionData as CheckoutActionAnswer | undefined;
  const lineAnswer =
    answer && ['quantity', 'remark', 'remove', 'empty'].includes(answer.intent) ? answer : undefined;
  const empty = cart.lineItems.length === 0;
  const placeAnswer = answer?.intent === 'place' ? answer : undefined;
  const placeValues = placeAnswer?.values;
  const [choice, setChoice] = useState<ShippingChoice>(() =>
    shippingChoiceOf(
      placeValues?.shippingOption,
      placeValues?.shippingMethod,
      loaderData.addresses.find((address) => address.id === placeValues?.addressId)?.countryCode,
    ),
  );
  return (
    <>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('cart.title')}</h1>
        {!empty && !confirmEmpty ? <EmptyCartLink /> : null}
      </div>
      {confirmEmpty ? <EmptyCartConfirmation /> : null}
      {loaderData.added && !empty ? (
        <div
          role="status"
          className="mb-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-800 text-sm"
        >
          {t('cart.added', { count: cart.productCount })}
        </div>
      ) : null}
      {lineAnswer?.formError ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          {lineAnswer.formError}
        </div>
      ) : null}
      {loaderData.orderUnconfirmed ? (
        <div
          role="alert"
          data-testid="order-unconfirmed"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          {t('checkout.error.unconfirmed')}{' '}
          <Link to={localizedPath(language, '/account/orders')} className="font-medium underline">
            {t('checkout.toOrderHistory')}
          </Link>
        </div>
      ) : null}
      {empty ? (
        <div className="rounded-md border border-gray-200 bg-gray-50 px-4 py-8 text-center text-gray-700">
          <p data-testid="cart-empty">{t('cart.empty')}</p>
          <Link
            to={localizedPath(language, '/')}
            className="mt-3 inline-block font-medium text-brand-700 hover:underline"
          >
            {t('checkout.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="min-w-0 space-y-4">
            <CartNotices cart={cart} />
            <CartLines
              lines={cart.lineItems}
              stock={loaderData.lineStock}
              pricesShown={cart.price !== null}
              adjusted={
                lineAnswer?.lineId && lineAnswer.adjustedFrom !== undefined
                  ? { lineId: lineAnswer.lineId, entered: lineAnswer.adjustedFrom }
                  : loaderData.addedAdjusted
              }
            />
            {loggedIn && canPlaceOrders ? (
              <div className="pt-4">
                <CheckoutForm
                  data={loaderData}
                  answer={placeAnswer}
                  referenceError={answer?.intent.endsWith('Reference') ? answer.formError : undefined}
                  choice={choice}
                  onChoice={setChoice}
                />
              </div>
            ) : null}
            <OfferRequestForm source="cart" />
          </div>
          {/* The summary with the order button stays in view beside the lines and the form (on phones it ends the page). */}
          <aside className="space-y-6 lg:sticky lg:top-28">
            <CartTotals cart={cart} priced={pricedChoiceFor(cart, choice)} />
            {!loggedIn ? (
              <LoginToOrder />
            ) : punchoutUser ? (
              <TransferToPurchasing
                inSession={punchout !== null && punchout.operation !== 'inspect'}
                refused={loaderData.transferRefused}
              />
            ) : canPlaceOrders ? (
              <PlaceOrder data={loaderData} answer={placeAnswer} choice={choice} />
            ) : (
              <p
                role="note"
                className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
                data-testid="missing-place-right"
              >
                {t('checkout.missingRight')}
              </p>
            )}
          </aside>
        </div>
      )}
      {!empty && loaderData.accessories.length > 0 ? (
        <CartAccessories products={loaderData.accessories} />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
