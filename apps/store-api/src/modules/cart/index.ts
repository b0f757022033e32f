export { cartRoutes } from './cart.routes.ts';
export {
  addDocumentLines,
  addLineItems,
  type CartChoice,
  cartResponse,
  chooseForCart,
  closeCartAfterOrder,
  type DocumentLine,
  findCart,
  findOrCreateCart,
  type ItemToAdd,
  mergeVisitorCart,
  type PricedCart,
  priceCart,
} from './cart.service.ts';
