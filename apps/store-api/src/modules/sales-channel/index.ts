export { salesChannelRoutes } from './sales-channel.routes.ts';
export {
  findSalesChannelByAccessKey,
  forgetCachedSalesChannels,
  languageIdOfLocale,
  localeCodesById,
  setMaintenance,
} from './sales-channel.service.ts';
