/** What adding to the cart answers a fetcher; without JavaScript the answer is a redirect instead. */
export type AddToCartAnswer =
  | { ok: true; productCount: number }
  | { ok: false; code: string; message: string };
