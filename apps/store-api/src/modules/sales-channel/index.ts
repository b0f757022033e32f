export {
  findSalesChannelByAccessKey,
  forgetCachedSalesChannels,
  type LanguageInfo,
  type SalesChannelInfo,
  setMaintenance,
} from './sales-channel.service.ts';
