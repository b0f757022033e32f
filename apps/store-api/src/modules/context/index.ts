export { registerContextResolution } from './context.plugin.ts';
export { contextRoutes } from './context.routes.ts';
export {
  actingStaffOf,
  endSession,
  endSessionsOf,
  startCustomerSession,
  startSessionSweep,
} from './context.service.ts';
