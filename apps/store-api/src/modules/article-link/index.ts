export { articleLinkRoutes } from './article-link.routes.ts';
export { articlesByCustomerSku, articlesOfCustomerSkus, customerSkusOf } from './article-link.service.ts';
