export { registerSettingsAdminRoutes } from './settings.admin-routes.ts';
export {
  defaultMaintenance,
  environmentSettings,
  heldByMaintenance,
  saveSettings,
  savedSettings,
  setMaintenanceActive,
  settingsInForce,
  shopSettingsOf,
} from './settings.service.ts';
