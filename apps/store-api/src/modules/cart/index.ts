export { cartRoutes } from './cart.routes.ts';
export {
  cartResponse,
  findCart,
  findOrCreateCart,
  mergeVisitorCart,
  type PricedCart,
  priceCart,
} from './cart.service.ts';
