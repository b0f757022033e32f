export { salesChannelRoutes } from './sales-channel.routes.ts';
export {
  channelsOfLanguages,
  findSalesChannelByAccessKey,
  firstLanguageIdOf,
  type LanguageChannel,
  languageIdOfLocale,
  localeCodesById,
  navigationRootIdOf,
  salesChannelIds,
  setAccessKey,
  storefrontOfLanguage,
} from './sales-channel.service.ts';
export { systemListRoutes } from './system-lists.routes.ts';
export { salutationKeyOf, salutationOf } from './system-lists.service.ts';
