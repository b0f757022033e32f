export { registerSettingsAdminRoutes } from './settings.admin-routes.ts';
export {
  defaultMaintenance,
  environmentSettings,
  heldByMaintenance,
  savedSettings,
  saveSettings,
  setMaintenanceActive,
  settingsInForce,
  shopSettingsOf,
} from './settings.service.ts';
