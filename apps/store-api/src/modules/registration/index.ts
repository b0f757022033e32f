export { registrationRoutes } from './registration.routes.ts';
