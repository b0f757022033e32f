export { cartRoutes } from './cart.routes.ts';
export { cartResponse, findCart, mergeVisitorCart, type PricedCart, priceCart } from './cart.service.ts';
