export { registerPunchoutAdminRoutes } from './punchout.admin-routes.ts';
export { type PunchoutRouteOptions, punchoutRoutes } from './punchout.routes.ts';
export {
  deletePunchoutAccount,
  PunchoutAccountRefused,
  removePunchoutAccount,
  setPunchoutAccount,
} from './punchout-account.service.ts';
export { isPunchoutUser } from './punchout-session.service.ts';
