export { cartRoutes } from './cart.routes.ts';
export {
  addLineItems,
  type CartChoice,
  cartResponse,
  chooseForCart,
  closeCartAfterOrder,
  findCart,
  findOrCreateCart,
  type ItemToAdd,
  mergeVisitorCart,
  type PricedCart,
  priceCart,
} from './cart.service.ts';
