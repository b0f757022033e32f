import { placeOrderRequest, StoreApiError } from '@tradeshop/api-client';
import { errorCodes, isDeliveryDateAllowed } from '@tradeshop/domain';
import { z } from 'zod';

/** A form field left empty is a field not given: the contract's default or nothing applies. */
const formText = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The total the form showed, a decimal in a hidden field; anything else is none. */
const formAmount = (value: unknown) =>
  typeof value === 'string' && value && Number.isFinite(Number(value)) ? Number(value) : undefined;

/**
 * The checkout form as the browser posts it: the Store API's order request (`placeOrderRequest`),
 * its rules unchanged, read from form text. On top of it the form checks what the shop can tell
 * before sending: the delivery date against `today` and a pickup location for a pickup.
 */
export function checkoutFormSchema(today: string) {
  const field = placeOrderRequest.shape;
  return placeOrderRequest
    .extend({
      addressId: z.preprocess(formText, field.addressId),
      pickupLocation: z.preprocess(formText, field.pickupLocation),
      deliveryDate: z.preprocess(
        formText,
        field.deliveryDate.refine((value) => !value || isDeliveryDateAllowed(value, today), {
          message: 'deliveryDate',
        }),
      ),
      orderReference: z.preprocess(formText, field.orderReference),
      orderReferenceSuffix: z.preprocess(formText, field.orderReferenceSuffix),
      fileNumber: z.preprocess(formText, field.fileNumber),
      remark: z.preprocess(formText, field.remark),
      expectedTotal: z.preprocess(formAmount, field.expectedTotal),
      costPostId: z.preprocess(formText, field.costPostId),
    })
    .refine((form) => form.shippingOption !== 'pickup' || Boolean(form.pickupLocation), {
      path: ['pickupLocation'],
      message: 'pickupLocation',
    });
}

/** The prefix of a line's cost post field: `lineCostPost.<cart line id>`. */
export const lineCostPostField = 'lineCostPost.';

/** The lines charged to another cost post than the order's, as the form posted them. */
export function lineCostPostsOf(form: FormData): { lineId: string; costPostId: string }[] {
  return [...form.entries()].flatMap(([name, value]) =>
    name.startsWith(lineCostPostField) && typeof value === 'string' && value
      ? [{ lineId: name.slice(lineCostPostField.length), costPostId: value }]
      : [],
  );
}

/**
 * Where a refused cost post shows: a missing one at the order's cost post; one that may no longer be
 * chosen at its field, the order's or that of the line it was posted for.
 */
export function costPostFieldErrorsOf(
  error: unknown,
  message: string,
  lineCostPosts: readonly { lineId: string }[],
): Record<string, string> {
  if (!(error instanceof StoreApiError)) return {};
  if (error.code === errorCodes.costPostRequired) return { costPostId: message };
  if (error.code !== errorCodes.costPostNotFound) return {};
  const fields = (error.errors[0]?.violations ?? []).flatMap(({ propertyPath }) => {
    const [, list, index] = propertyPath.split('/');
    if (list === 'costPostId') return ['costPostId'];
    const line = lineCostPosts[Number(index)];
    return line ? [`${lineCostPostField}${line.lineId}`] : [];
  });
  return Object.fromEntries(fields.map((field) => [field, message]));
}
