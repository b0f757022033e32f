export { salesChannelRoutes } from './sales-channel.routes.ts';
export {
  findSalesChannelByAccessKey,
  languageIdOfLocale,
  localeCodesById,
  setMaintenance,
} from './sales-channel.service.ts';
