export { registerContextResolution } from './context.plugin.ts';
export { contextRoutes } from './context.routes.ts';
export { endSession, endSessionsOf, startCustomerSession, startSessionSweep } from './context.service.ts';
