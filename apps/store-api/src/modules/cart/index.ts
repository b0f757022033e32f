export { cartRoutes } from './cart.routes.ts';
export {
  addDocumentLines,
  addLineItems,
  type CartChoice,
  cartResponse,
  chooseForCart,
  closeCartAfterOrder,
  type DocumentLine,
  emptyCart,
  findCart,
  findOrCreateCart,
  type ItemToAdd,
  loadCart,
  mergeVisitorCart,
  type PricedCart,
  priceCart,
} from './cart.service.ts';
