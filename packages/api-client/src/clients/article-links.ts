import {
  type ArticleLinkInput,
  type ArticleLinkListQuery,
  type ArticleLinksImportRequest,
  articleLinkListResponse,
  articleLinkResponse,
  articleLinksDeleteResponse,
  articleLinksImportResponse,
  articleLinksInfoResponse,
  successResponse,
} from '../contracts/index.ts';
import { queryString, type Transport } from '../transport.ts';

/** Article links: the company's own article numbers for the shop's products. */
export function articleLinkCalls({ call, send }: Transport) {
  return {
    articleLinksInfo: (productIds: string[]) =>
      call(articleLinksInfoResponse, 'POST', '/dexis/article-links/info', { productIds }),
    articleLinks: (query: ArticleLinkListQuery) =>
      call(articleLinkListResponse, 'GET', `/dexis/article-links?${queryString(query)}`),
    createArticleLink: (body: ArticleLinkInput) =>
      call(articleLinkResponse, 'POST', '/dexis/article-links', body),
    updateArticleLink: (linkId: string, customerSku: string) =>
      call(articleLinkResponse, 'PUT', `/dexis/article-links/${encodeURIComponent(linkId)}`, { customerSku }),
    deleteArticleLink: (linkId: string) =>
      call(successResponse, 'DELETE', `/dexis/article-links/${encodeURIComponent(linkId)}`),
    deleteArticleLinks: (ids: string[]) =>
      call(articleLinksDeleteResponse, 'DELETE', '/dexis/article-links', { ids }),
    importArticleLinks: (body: ArticleLinksImportRequest, timeoutMs = 60_000) =>
      call(articleLinksImportResponse, 'POST', '/dexis/article-links/import', body, timeoutMs),
    /** The company's links as CSV: what the import reads. */
    exportArticleLinks: (search?: string) =>
      send('POST', '/dexis/article-links/export', search ? { search } : {}, 60_000),
    /** An import file with the columns and one example row. */
    articleLinksTemplate: () => send('GET', '/dexis/article-links/template'),
  };
}
