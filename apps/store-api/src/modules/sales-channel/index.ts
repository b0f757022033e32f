export {
  findSalesChannelByAccessKey,
  forgetCachedSalesChannels,
  type LanguageInfo,
  type SalesChannelInfo,
} from './sales-channel.service.ts';
