import {
  articleLinkInput,
  articleLinkListQuery,
  articleLinkListResponse,
  articleLinkResponse,
  articleLinksDeleteRequest,
  articleLinksDeleteResponse,
  articleLinksExportRequest,
  articleLinksImportRequest,
  articleLinksImportResponse,
  articleLinksInfoRequest,
  articleLinksInfoResponse,
  articleLinkUpdate,
  id,
  successResponse,
} from '@tradeshop/api-client/contracts';
import { csvImport } from '@tradeshop/domain';
import { z } from 'zod';
import { loggedIn, withRight } from '../../platform/access.ts';
import { sendCsv } from '../../platform/csv-table.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  articleLinksInfo,
  createArticleLink,
  deleteArticleLink,
  deleteArticleLinks,
  listArticleLinks,
  updateArticleLink,
} from './article-link.service.ts';
import { articleLinksTemplate, exportArticleLinks, importArticleLinks } from './article-link-import.ts';

const manageLinks = { access: withRight('ROLE_MANAGE_ARTICLE_LINKS') };
const linkParams = z.object({ id });
const tags = ['Article links'];

/** The company's own article numbers of our articles (account-and-ordering.md §1, §3, §7). */
export async function articleLinkRoutes(app: StoreApi) {
  app.get(
    '/dexis/article-links',
    {
      config: manageLinks,
      schema: {
        tags,
        summary:
          'The own company’s article links by own number, 20 a page; `search` finds a part of our article number, the own number or the description.',
        querystring: articleLinkListQuery,
        response: { 200: articleLinkListResponse },
      },
    },
    async (request) => listArticleLinks(request.ctx, request.query),
  );

  app.post(
    '/dexis/article-links',
    {
      config: manageLinks,
      schema: {
        tags,
        summary:
          'Links an article (productId, or our article number as productNumber) to an own number; refused when the article or the number is linked already.',
        body: articleLinkInput,
        response: { 200: articleLinkResponse },
      },
    },
    async (request) => ({ data: await createArticleLink(request.ctx, request.body) }),
  );

  app.post(
    '/dexis/article-links/info',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'The logged-in user’s company’s own numbers of up to 100 articles (those without one are left out).',
        body: articleLinksInfoRequest,
        response: { 200: articleLinksInfoResponse },
      },
    },
    async (request) => ({ data: await articleLinksInfo(request.ctx, request.body.productIds) }),
  );

  app.post(
    '/dexis/article-links/import',
    {
      config: manageLinks,
      // A 5 MB file grows when its text is escaped into JSON.
      bodyLimit: csvImport.maxBytes * 2 + 1024,
      schema: {
        tags,
        summary:
          'Imports article links from a CSV file’s text (columns article number and own article number, `;`, `,` or tab, at most 5 MB). With `preview` only the first 10 entries are read back; otherwise each row is added, updated, left unchanged or refused with its reason.',
        body: articleLinksImportRequest,
        response: { 200: articleLinksImportResponse },
      },
    },
    async (request) => ({ data: await importArticleLinks(request.ctx, request.body) }),
  );

  app.post(
    '/dexis/article-links/export',
    {
      config: manageLinks,
      schema: {
        tags,
        summary:
          'The own company’s article links (or those `search` finds) as a CSV file the import reads back.',
        body: articleLinksExportRequest,
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'article-links', await exportArticleLinks(request.ctx, request.body.search)),
  );

  app.get(
    '/dexis/article-links/template',
    {
      config: manageLinks,
      schema: {
        tags,
        summary: 'An empty import file: the columns in the asked language and one example row.',
      },
    },
    async (request, reply) => sendCsv(reply, 'article-links-template', articleLinksTemplate(request.ctx)),
  );

  app.put(
    '/dexis/article-links/:id',
    {
      config: manageLinks,
      schema: {
        tags,
        summary: 'Changes the own number of an article link of the own company.',
        params: linkParams,
        body: articleLinkUpdate,
        response: { 200: articleLinkResponse },
      },
    },
    async (request) => ({
      data: await updateArticleLink(request.ctx, request.params.id, request.body.customerSku),
    }),
  );

  app.delete(
    '/dexis/article-links/:id',
    {
      config: manageLinks,
      schema: {
        tags,
        summary: 'Deletes an article link of the own company.',
        params: linkParams,
        response: { 200: successResponse },
      },
    },
    async (request) => deleteArticleLink(request.ctx, request.params.id),
  );

  app.delete(
    '/dexis/article-links',
    {
      config: manageLinks,
      schema: {
        tags,
        summary: 'Deletes several article links of the own company; all or nothing.',
        body: articleLinksDeleteRequest,
        response: { 200: articleLinksDeleteResponse },
      },
    },
    async (request) => deleteArticleLinks(request.ctx, request.body.ids),
  );
}
