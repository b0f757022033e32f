import type { ArticleLink, ArticleLinkListQuery } from '@tradeshop/api-client';
import { localizedPath, type StorefrontLanguage } from './i18n';

/** The list's query from the address: `?search=` and `?page=`. */
export function articleLinkListQueryOf(params: URLSearchParams): ArticleLinkListQuery {
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim().slice(0, 100);
  return { page: Number.isInteger(page) && page > 0 ? page : 1, ...(search ? { search } : {}) };
}

/**
 * The edit page of a link: `/account/articlelinks/details/:id/:productNumber/:customerSku`, so that
 * the page shows the link from its address alone.
 */
export function articleLinkPath(
  language: StorefrontLanguage,
  link: Pick<ArticleLink, 'id' | 'productNumber' | 'customerSku'>,
): string {
  const segments = [link.id, link.productNumber, link.customerSku].map(encodeURIComponent).join('/');
  return localizedPath(language, `/account/articlelinks/details/${segments}`);
}
