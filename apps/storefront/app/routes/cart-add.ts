import { data, redirect } from 'react-router';
import { z } from 'zod';
import { cartCallErrorMessage, cartErrorMessage, rejectionOf } from '../lib/cart-errors';
import { localizedPath, translator } from '../lib/i18n';
import { safeRedirectPath } from '../lib/redirect-path';
import { storeApiContext } from '../lib/store-api.server';
import type { Route } from './+types/cart-add';

const addForm = z.object({
  productId: z.uuid(),
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,9}([.,]\d{1,2})?$/)
    .transform((value) => Number(value.replace(',', '.')))
    .refine((value) => value > 0),
});

/** What a fetcher gets back; without JavaScript the answer is a redirect instead. */
export type AddToCartAnswer =
  | { ok: true; productCount: number }
  | { ok: false; code: string; message: string };

/**
 * Adds a product to the cart. With JavaScript (field `enhanced`) it answers the fetcher; a plain
 * form post goes to the cart after a success, and back to the page with the message after a failure.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const enhanced = form.get('enhanced') === '1';
  const back = safeRedirectPath(form.get('redirectTo')) ?? localizedPath(language, '/');
  const parsed = addForm.safeParse({ productId: form.get('productId'), quantity: form.get('quantity') });

  let answer: AddToCartAnswer;
  if (!parsed.success) {
    answer = {
      ok: false,
      code: 'dexis-cart-invalidQuantity',
      message: cartErrorMessage('dexis-cart-invalidQuantity', t),
    };
  } else {
    try {
      const cart = await client.addToCart({
        items: [{ referencedId: parsed.data.productId, quantity: parsed.data.quantity }],
      });
      const rejection = rejectionOf(cart.errors);
      answer = rejection
        ? { ok: false, code: rejection.code, message: cartErrorMessage(rejection.code, t, rejection.message) }
        : { ok: true, productCount: cart.productCount };
    } catch (error) {
      answer = { ok: false, ...cartCallErrorMessage(error, t) };
    }
  }

  if (enhanced) return data(answer, { status: answer.ok ? 200 : 400 });
  if (answer.ok) return redirect(`${localizedPath(language, '/checkout')}?added=1`);
  const url = new URL(back, 'http://storefront');
  url.searchParams.set('cartError', answer.code);
  return redirect(`${url.pathname}${url.search}`);
}

/** An address typed in leads to the cart. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizedPath(context.get(storeApiContext).language, '/checkout'));
}
