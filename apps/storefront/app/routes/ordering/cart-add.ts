import { id, type StoreApiClient } from '@tradeshop/api-client';
import {
  fromHundredths,
  type Hundredths,
  parseQuantity,
  type QuantityAdjustment,
  quantityAdjustment,
  quantityToDecimalString,
} from '@tradeshop/domain';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { AddToCartAnswer } from '../../lib/cart-add';
import { cartCallErrorMessage, cartErrorMessage, rejectionOf } from '../../lib/cart-errors';
import { localizedPath, translator } from '../../lib/i18n';
import { safeRedirectPath } from '../../lib/redirect-path';
import { saleRuleOf } from '../../lib/sale-rule';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/cart-add';

const addForm = z.object({
  productId: id,
  productNumber: z.string().trim().min(1).max(64).optional(),
  quantity: z.string().transform((value, context): Hundredths => {
    const quantity = parseQuantity(value);
    if (quantity === null || quantity <= 0) {
      context.addIssue({ code: 'custom', message: 'Not a quantity' });
      return z.NEVER;
    }
    return quantity;
  }),
});

/**
 * A quantity typed without JavaScript, rounded to what the article may be ordered in, as the
 * counter does in the browser; null when it stands, or when the ERP does not answer (the cart then
 * refuses what does not fit, as before).
 */
async function adjustmentFor(
  client: StoreApiClient,
  productNumber: string,
  entered: Hundredths,
): Promise<QuantityAdjustment | null> {
  const article = await client
    .articleInformation({ articles: [{ sku: productNumber }] })
    .then((answer) => answer.articles[0])
    .catch(() => undefined);
  if (!article) return null;
  return quantityAdjustment(
    entered,
    saleRuleOf({
      min: article.minSalesQuantity,
      step: article.purchaseSteps,
      max: article.maxPurchase,
      stock: article.stock,
      isCloseout: article.isCloseout,
    }),
  );
}

/**
 * Adds a product to the cart. With JavaScript (field `enhanced`) it answers the fetcher; a plain
 * form post goes to the cart after a success, naming what it rounded, and back to the page with the
 * message after a failure.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const enhanced = form.get('enhanced') === '1';
  const back = safeRedirectPath(form.get('redirectTo')) ?? localizedPath(language, '/');
  const parsed = addForm.safeParse({
    productId: form.get('productId'),
    productNumber: form.get('productNumber') ?? undefined,
    quantity: form.get('quantity'),
  });

  let answer: AddToCartAnswer;
  let adjustment: QuantityAdjustment | null = null;
  if (!parsed.success) {
    answer = {
      ok: false,
      code: 'dexis-cart-invalidQuantity',
      message: cartErrorMessage('dexis-cart-invalidQuantity', t),
    };
  } else {
    const { productId, productNumber, quantity } = parsed.data;
    // With JavaScript the counter has rounded already, and said so.
    if (!enhanced && productNumber) adjustment = await adjustmentFor(client, productNumber, quantity);
    try {
      const cart = await client.addToCart({
        items: [{ referencedId: productId, quantity: fromHundredths(adjustment?.applied ?? quantity) }],
      });
      const rejection = rejectionOf(cart.errors);
      answer = rejection
        ? {
            ok: false,
            code: rejection.messageKey,
            message: cartErrorMessage(rejection.messageKey, t, rejection.message),
          }
        : { ok: true, productCount: cart.productCount };
    } catch (error) {
      answer = { ok: false, ...cartCallErrorMessage(error, t) };
    }
  }

  if (enhanced) return data(answer, { status: answer.ok ? 200 : 400 });
  if (answer.ok) {
    const added = new URLSearchParams({ added: '1' });
    if (adjustment && parsed.success) {
      added.set('adjustedProduct', parsed.data.productId);
      added.set('adjustedFrom', quantityToDecimalString(adjustment.entered));
    }
    return redirect(`${localizedPath(language, '/checkout')}?${added}`);
  }
  const url = new URL(back, 'http://storefront');
  url.searchParams.set('cartError', answer.code);
  return redirect(`${url.pathname}${url.search}`);
}

/** An address typed in leads to the cart. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizedPath(context.get(storeApiContext).language, '/checkout'));
}

/**
 * Without JavaScript a form posts here as a page: a refusal (a foreign origin, a failed Store API call)
 * then shows the shop's error page. Having an error boundary also makes React Router treat this as a
 * page route rather than a resource route, whose errors would be bare JSON.
 */
export { ErrorPage as ErrorBoundary } from '../../components/layout/ErrorPage';
