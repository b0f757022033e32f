export {
  type AdminApiArea,
  adminApiPrefix,
  adminApiRoutes,
  type StaffRouteEntry,
  staffActorOf,
} from './admin-api.routes.ts';
export {
  createStaffMember,
  ensurePresetRoles,
  type NewStaffMember,
  staffWithPassword,
} from './staff-members.ts';
