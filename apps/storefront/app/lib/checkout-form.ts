import { placeOrderRequest } from '@tradeshop/api-client';
import { isDeliveryDateAllowed } from '@tradeshop/domain';
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
    })
    .refine((form) => form.shippingOption !== 'pickup' || Boolean(form.pickupLocation), {
      path: ['pickupLocation'],
      message: 'pickupLocation',
    });
}
