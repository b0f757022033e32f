import {
  type BudgetDecision,
  type PaymentMethod,
  paymentMethods,
  type ShippingOption,
  shippingMethods,
  strictestDecision,
} from '@tradeshop/domain';
import { Form, useNavigation } from 'react-router';
import { namesOf } from '../../lib/approvals';
import type { CheckoutActionAnswer, CheckoutLoaderData } from '../../lib/checkout-view';
import { flowDecisionFor, referenceDecisionFor } from '../../lib/flow-decision';
import { localizedPath, type MessageKey, type Translate, useFigures, useTranslation } from '../../lib/i18n';
import { cartPriceFor, cartShipping, type ShippingChoice, shippingChoiceOf } from '../../lib/shipping-choice';
import { useEnhanced } from '../../lib/use-enhanced';
import { AddressLines } from '../account/AddressLines';
import { CostCenterChoice } from '../checkout/CostCenterChoice';
import { CostPostChoice } from '../checkout/CostPostChoice';
import { OrderReferenceChoice } from '../checkout/OrderReferenceChoice';
import { primaryButtonClass } from '../ui/buttons';
import { FormField } from '../ui/FormField';
import { SelectField } from '../ui/SelectField';
import { ExpectedDelivery } from './ExpectedDelivery';

const shippingMethodLabels: Record<(typeof shippingMethods)[number], MessageKey> = {
  together: 'checkout.shippingMethod.together',
  separate: 'checkout.shippingMethod.separate',
  'backorders-together': 'checkout.shippingMethod.backordersTogether',
};

const paymentMethodLabels: Record<PaymentMethod, MessageKey> = {
  invoice: 'checkout.paymentMethod.invoice',
  prepayment: 'checkout.paymentMethod.prepayment',
  card: 'checkout.paymentMethod.card',
};

const fieldsetClass = 'min-w-0 space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5';
const legendClass = 'px-1 font-semibold text-gray-900';

/** The checkout form's id: its order button sits beside the summary, outside the form's fields. */
const checkoutFormId = 'checkout-form';

/**
 * The totals the order is placed at: the cart's own delivery until JavaScript runs, then the way of
 * shipping chosen (the form posts which one it saw).
 */
function useOrderTotals(cart: CheckoutLoaderData['cart'], choice: ShippingChoice) {
  const enhanced = useEnhanced();
  const shownFor = enhanced ? choice : cartShipping;
  return { enhanced, shownFor, shown: cartPriceFor(cart, shownFor) };
}

/**
 * What the order button does for this net total (budgets count without VAT) under the user's flow
 * and the chosen order reference: place it, ask approval, or nothing (blocked, also when nobody
 * besides the user may approve it).
 */
function orderDecisionOf(data: CheckoutLoaderData, netTotal: number | null) {
  const referenceDecision = referenceDecisionFor(data.references?.chosen ?? null, netTotal);
  const flowDecision = flowDecisionFor(data.flow, netTotal);
  const budgetDecision = strictestDecision(flowDecision, referenceDecision);
  // An order that would wait for nobody is not placed: the Store API refuses it as well.
  const withoutApprover = budgetDecision === 'approval' && data.approvers?.approvers.length === 0;
  return {
    flowDecision,
    referenceDecision,
    withoutApprover,
    decision: withoutApprover ? ('blocked' as const) : budgetDecision,
  };
}

/** The user's flow budget above the order button: what is left, and why an order waits or is blocked. */
function FlowBudgetNotice({
  flow,
  decision,
  netTotal,
}: {
  flow: CheckoutLoaderData['flow'];
  decision: BudgetDecision;
  netTotal: number | null;
}) {
  const figures = useFigures();
  const { t } = useTranslation();
  if (!flow?.flow) return null;
  const left = flow.remainingBudget === null ? figures.netPrice(0) : figures.netPrice(flow.remainingBudget);
  const overBudget = netTotal !== null && (flow.remainingBudget === null || netTotal > flow.remainingBudget);
  const tone =
    decision === 'blocked'
      ? 'border-red-300 bg-red-50 text-red-900'
      : decision === 'approval'
        ? 'border-amber-300 bg-amber-50 text-amber-950'
        : 'border-gray-200 bg-gray-50 text-gray-800';
  return (
    <div
      role={decision === 'blocked' ? 'alert' : 'note'}
      className={`rounded-md border px-4 py-3 text-sm ${tone}`}
      data-testid="flow-budget"
    >
      <p>{t('checkout.flowBudgetLeft', { flow: flow.flow.name, amount: left })}</p>
      {decision === 'approval' &&
        (overBudget ? (
          <p className="mt-1">{t('checkout.flowOverBudgetApproval')}</p>
        ) : (
          flow.approveFrom !== null && (
            <p className="mt-1">
              {t('checkout.flowApprovalNeeded', { amount: figures.netPrice(flow.approveFrom) })}
            </p>
          )
        ))}
      {decision === 'blocked' && <p className="mt-1 font-semibold">{t('checkout.error.flowBudget')}</p>}
    </div>
  );
}

/** Who will decide the order that waits for approval, as the hint under the order button says it. */
function approvalHint(approvers: CheckoutLoaderData['approvers'], t: Translate, localeCode: string) {
  if (!approvers) return t('checkout.requestApprovalHint');
  const names = namesOf(approvers.approvers, localeCode);
  return t(approvers.leadBuyers ? 'checkout.approvalByLeadBuyers' : 'checkout.approvalBy', { names });
}

/**
 * The order button beside the cart's summary: why the order waits or cannot be placed, what went
 * wrong when it was sent, the button of the checkout form and who will decide a waiting order.
 */
export function PlaceOrder({
  data,
  answer,
  choice,
}: {
  data: CheckoutLoaderData;
  answer?: CheckoutActionAnswer;
  choice: ShippingChoice;
}) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place';
  const { shown } = useOrderTotals(data.cart, choice);
  const { flowDecision, referenceDecision, withoutApprover, decision } = orderDecisionOf(
    data,
    shown?.netPrice ?? null,
  );
  return (
    <div className="space-y-3">
      {answer?.formError ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800 text-sm"
          data-testid="checkout-error"
        >
          {answer.formError}
        </div>
      ) : null}
      <FlowBudgetNotice flow={data.flow} decision={flowDecision} netTotal={shown?.netPrice ?? null} />
      {referenceDecision === 'blocked' && (
        <p role="alert" className="text-red-800 text-sm" data-testid="reference-budget-blocked">
          {t('checkout.error.orderReferenceBudget')}
        </p>
      )}
      {withoutApprover && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900 text-sm"
          data-testid="no-approver"
        >
          {t('checkout.error.orderWithoutApprover')}
        </p>
      )}
      <button
        type="submit"
        form={checkoutFormId}
        disabled={placing || decision === 'blocked'}
        aria-busy={placing || undefined}
        className={`${primaryButtonClass} inline-flex w-full items-center justify-center gap-2 px-8 py-3 text-lg`}
      >
        {placing ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
          />
        ) : null}
        {placing
          ? t('checkout.placing')
          : t(decision === 'approval' ? 'checkout.requestApproval' : 'checkout.placeOrder')}
      </button>
      <p className="text-gray-600 text-xs" data-testid="order-button-hint">
        {decision === 'approval' ? approvalHint(data.approvers, t, language.code) : t('checkout.placeHint')}
      </p>
    </div>
  );
}

/**
 * The company's order reference and cost centre (each its own small form), then the order's
 * details: delivery or pickup, address, shipping and payment (as the shop's flags allow), wished
 * delivery date, the buyer's own purchase order number and remark. Its button is `PlaceOrder`.
 */
export function CheckoutForm({
  data,
  answer,
  referenceError,
  choice,
  onChoice,
}: {
  data: CheckoutLoaderData;
  answer?: CheckoutActionAnswer;
  /** Why choosing or removing the order reference did not go through. */
  referenceError?: string;
  /** The way of shipping the totals beside the form are shown for. */
  choice: ShippingChoice;
  onChoice: (choice: ShippingChoice) => void;
}) {
  const { t, language } = useTranslation();
  const values = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const option = choice.option;
  const setOption = (next: ShippingOption) => onChoice({ ...choice, option: next });
  const { cart, options } = data;
  const { enhanced, shownFor, shown } = useOrderTotals(cart, choice);
  const chosenReference = data.references?.chosen ?? null;
  const { referenceDecision } = orderDecisionOf(data, shown?.netPrice ?? null);
  const available = new Set(
    cart.extensions.paymentMethods.filter((method) => method.available).map((m) => m.id),
  );

  return (
    <>
      {data.references || data.costCenter ? (
        <div className="mb-5 grid grid-cols-1 items-start gap-5 md:grid-cols-2 [&>*]:min-w-0">
          {data.references ? (
            <OrderReferenceChoice
              chosen={chosenReference}
              decision={referenceDecision}
              search={data.references.search}
              results={data.references.results}
              error={referenceError}
            />
          ) : null}
          {data.costCenter ? (
            <CostCenterChoice choice={data.costCenter.choice} contacts={data.costCenter.contacts} />
          ) : null}
        </div>
      ) : null}
      <Form
        id={checkoutFormId}
        method="post"
        action={localizedPath(language, '/checkout')}
        noValidate
        className="space-y-5"
        aria-labelledby="checkout-title"
        data-testid="checkout-form"
      >
        <h2 id="checkout-title" className="font-bold text-gray-900 text-xl">
          {t('checkout.title')}
        </h2>
        <input type="hidden" name="intent" value="place" />
        {shown ? <input type="hidden" name="expectedTotal" value={String(shown.totalPrice)} /> : null}
        <input
          type="hidden"
          name="totalsFor"
          value={`${shownFor.option}:${shownFor.method}:${shownFor.country ?? ''}`}
        />

        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{t('checkout.delivery')}</legend>
            {options.deliveryOption ? (
              <div className="flex flex-wrap gap-4">
                {(['delivery', 'pickup'] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="shippingOption"
                      value={value}
                      checked={option === value}
                      onChange={() => setOption(value)}
                      className="size-4 accent-brand-700"
                    />
                    {t(value === 'delivery' ? 'checkout.optionDelivery' : 'checkout.optionPickup')}
                  </label>
                ))}
              </div>
            ) : (
              <input type="hidden" name="shippingOption" value="delivery" />
            )}

            <div hidden={enhanced && option !== 'delivery'} className="space-y-2">
              <p className="font-medium text-gray-900 text-sm">{t('checkout.deliveryAddress')}</p>
              {data.addresses.length === 0 ? (
                <p className="text-gray-600 text-sm">{t('checkout.noAddresses')}</p>
              ) : (
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {data.addresses.map((address) => (
                    <li key={address.id}>
                      <label className="flex h-full min-w-0 cursor-pointer gap-3 break-words rounded-md border border-gray-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                        <input
                          type="radio"
                          name="addressId"
                          value={address.id}
                          defaultChecked={(values.addressId ?? data.defaultAddressId) === address.id}
                          onChange={() => onChoice({ ...choice, country: address.countryCode })}
                          className="mt-1 size-4 accent-brand-700"
                        />
                        <AddressLines address={address} />
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </div>

            {options.deliveryOption ? (
              <div hidden={enhanced && option !== 'pickup'}>
                <SelectField
                  name="pickupLocation"
                  label={t('checkout.pickupLocation')}
                  defaultValue={values.pickupLocation ?? ''}
                  placeholder={t('checkout.choose')}
                  error={errors.pickupLocation}
                  options={data.pickupLocations.map((location) => ({
                    value: location.code,
                    label: `${location.name} – ${location.street}, ${location.zipcode} ${location.city}`,
                  }))}
                />
              </div>
            ) : null}

            {options.shippingMethodSelect ? (
              <SelectField
                name="shippingMethod"
                label={t('checkout.shippingMethodLabel')}
                value={choice.method}
                onChange={(event) =>
                  onChoice(shippingChoiceOf(choice.option, event.target.value, choice.country))
                }
                options={shippingMethods.map((method) => ({
                  value: method,
                  label: t(shippingMethodLabels[method]),
                }))}
              />
            ) : null}

            <ExpectedDelivery lines={cart.lineItems} stock={data.lineStock} choice={shownFor} />

            <FormField
              name="deliveryDate"
              type="date"
              label={t('checkout.deliveryDate')}
              hint={t('checkout.deliveryDateHint')}
              min={data.earliestDeliveryDate}
              defaultValue={values.deliveryDate ?? ''}
              error={errors.deliveryDate}
            />
          </fieldset>

          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{t('checkout.references')}</legend>
            {options.paymentMethodSelect ? (
              <SelectField
                name="paymentMethod"
                label={t('checkout.paymentMethodLabel')}
                defaultValue={values.paymentMethod ?? data.defaultPaymentMethod}
                options={paymentMethods
                  .filter((method) => available.has(method))
                  .map((method) => ({ value: method, label: t(paymentMethodLabels[method]) }))}
              />
            ) : (
              <>
                <input type="hidden" name="paymentMethod" value={data.defaultPaymentMethod} />
                <p className="text-gray-700 text-sm" data-testid="payment-method">
                  {t('checkout.paymentMethodLabel')}: {t(paymentMethodLabels[data.defaultPaymentMethod])}
                </p>
              </>
            )}
            {chosenReference ? (
              <p className="text-gray-900 text-sm" data-testid="order-reference">
                {t('checkout.companyReferenceOnOrder', { name: chosenReference.name })}
              </p>
            ) : (
              <FormField
                name="orderReference"
                label={t('checkout.purchaseOrderNumber')}
                hint={t('checkout.purchaseOrderNumberHint')}
                maxLength={50}
                defaultValue={values.orderReference ?? ''}
                error={errors.orderReference}
              />
            )}
            {options.referenceSuffix ? (
              <FormField
                name="orderReferenceSuffix"
                label={t('checkout.orderReferenceSuffix')}
                hint={t('checkout.orderReferenceSuffixHint')}
                maxLength={30}
                defaultValue={values.orderReferenceSuffix ?? ''}
                error={errors.orderReferenceSuffix}
              />
            ) : null}
            {options.fileNumber ? (
              <FormField
                name="fileNumber"
                label={t('checkout.fileNumber')}
                maxLength={50}
                defaultValue={values.fileNumber ?? ''}
                error={errors.fileNumber}
              />
            ) : null}
            <div className="flex flex-col gap-1">
              <label htmlFor="field-remark" className="font-medium text-gray-900 text-sm">
                {t('checkout.remark')}
              </label>
              <textarea
                id="field-remark"
                name="remark"
                rows={3}
                maxLength={1000}
                defaultValue={values.remark ?? ''}
                className="rounded-md border border-gray-300 px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600"
              />
            </div>
          </fieldset>
          {data.costPosts ? (
            <CostPostChoice
              choices={data.costPosts}
              lines={cart.lineItems}
              values={values}
              errors={errors}
              className={`lg:col-span-2 ${fieldsetClass}`}
            />
          ) : null}
        </div>
      </Form>
    </>
  );
}
