export { checkoutRoutes } from './checkout.routes.ts';
