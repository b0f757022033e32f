import { isDeliveryDateAllowed, paymentMethods, shippingMethods, shippingOptions } from '@tradeshop/domain';
import { z } from 'zod';

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** The checkout form as the browser posts it; the delivery date is checked against `today`. */
export function checkoutFormSchema(today: string) {
  return z
    .object({
      shippingOption: z.enum(shippingOptions).default('delivery'),
      addressId: z
        .string()
        .trim()
        .max(64)
        .optional()
        .transform((value) => value || undefined),
      pickupLocation: optional(20),
      shippingMethod: z.enum(shippingMethods).default('together'),
      paymentMethod: z.enum(paymentMethods).default('invoice'),
      deliveryDate: z
        .string()
        .trim()
        .optional()
        .transform((value) => value || undefined)
        .refine((value) => value === undefined || isDeliveryDateAllowed(value, today), {
          message: 'deliveryDate',
        }),
      orderReference: optional(50),
      orderReferenceSuffix: optional(30),
      fileNumber: optional(50),
      remark: optional(1000),
      expectedTotal: z
        .string()
        .optional()
        .transform((value) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined)),
    })
    .refine((form) => form.shippingOption !== 'pickup' || Boolean(form.pickupLocation), {
      path: ['pickupLocation'],
      message: 'pickupLocation',
    });
}

export type CheckoutFormValues = z.infer<ReturnType<typeof checkoutFormSchema>>;
