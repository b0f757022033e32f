export { adminApiPrefix, adminApiRoutes, type StaffRouteEntry } from './admin-api.routes.ts';
export {
  createStaffMember,
  ensurePresetRoles,
  type NewStaffMember,
  StaffMemberRefused,
  staffWithPassword,
} from './staff-members.ts';
