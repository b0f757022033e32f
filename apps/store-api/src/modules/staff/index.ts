export {
  type AdminApiArea,
  adminApiPrefix,
  adminApiRoutes,
  type StaffRouteEntry,
  staffActorOf,
} from './admin-api.routes.ts';
export {
  changeHandling,
  handlingFilter,
  handlingOf,
  type StoredHandling,
  staffNames,
} from './staff-handling.ts';
export {
  createStaffMember,
  ensurePresetRoles,
  type NewStaffMember,
  staffWithPassword,
} from './staff-members.ts';
