export { salesChannelRoutes } from './sales-channel.routes.ts';
export {
  findSalesChannelByAccessKey,
  forgetCachedSalesChannels,
  type LanguageInfo,
  type SalesChannelInfo,
  setMaintenance,
} from './sales-channel.service.ts';
