export { cartRoutes } from './cart.routes.ts';
export {
  type CartChoice,
  cartResponse,
  chooseForCart,
  closeCartAfterOrder,
  findCart,
  findOrCreateCart,
  mergeVisitorCart,
  type PricedCart,
  priceCart,
} from './cart.service.ts';
