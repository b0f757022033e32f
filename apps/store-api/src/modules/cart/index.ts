export { registerCartAdminRoutes } from './cart.admin-routes.ts';
export { cartRoutes } from './cart.routes.ts';
export {
  addDocumentLines,
  addLineItems,
  type CartChoice,
  cartLineCount,
  cartResponse,
  chooseForCart,
  closeCartAfterOrder,
  type DocumentLine,
  emptyCart,
  findCart,
  findOrCreateCart,
  type ItemToAdd,
  keepCartReadOnly,
  loadCart,
  mergeVisitorCart,
  type PricedCart,
  priceArticles,
  priceCart,
  removeCartLines,
} from './cart.service.ts';
