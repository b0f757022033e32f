import {
  erpDocumentKinds,
  integrationImportRequest,
  integrationImportResponse,
  integrationMaxRows,
  integrationTokenRequest,
  integrationTokenResponse,
  newsletterExportQuery,
  newsletterExportResponse,
  newsletterSendRequest,
  newsletterSendResponse,
  offerEventsResponse,
  orderEventsAcknowledged,
  orderEventsAcknowledgement,
  orderEventsQuery,
  orderEventsResponse,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { acceptTokenForms, registerApiDocs } from '../../platform/bearer-apis.ts';
import { ApiProblem } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  deleteMediaBytes,
  documentMimeTypes,
  isDocumentFileName,
  pictureMimeTypes,
  storeCatalogueDocument,
  storeErpPicture,
} from '../catalog/index.ts';
import { documentMaxBytes, erpImports, type ImportKind, storeErpDocument } from '../erp/index.ts';
import { deleteCatalogFile, importCatalogFiles } from '../files-catalog/index.ts';
import { exportSubscriptions, sendNewsletter } from '../newsletter/index.ts';
import { acknowledgeOfferEvents, undeliveredOfferEvents } from '../offer/index.ts';
import { acknowledgeOrderEvents, undeliveredOrderEvents } from '../order/index.ts';
import { registerSynonymRoutes } from '../search/index.ts';
import { registerCatalogueImports } from './catalogue-imports.ts';
import { registerContentImports } from './content-imports.ts';
import { clientOfToken, issueAccessToken, tokenSeconds } from './integration-clients.ts';
import { recordedImport } from './integration-imports.ts';

/** The path prefix of the integration API; its OpenAPI document lies at `<prefix>/_docs`. */
export const integrationApiPrefix = '/integration-api';

/** The largest picture the ERP may upload. */
const pictureBodyLimit = 20 * 1024 * 1024;

const storedDocumentResponse = z.object({
  data: z.object({
    kind: z.enum(erpDocumentKinds),
    number: z.string(),
    byteSize: z.number().int(),
    changed: z.boolean(),
  }),
});

const storedMediaResponse = z.object({
  data: z.object({
    path: z.string(),
    /** A picture's size in pixels; null for a document. */
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    changed: z.boolean(),
  }),
});

/** 10,000 rows of an import with their tiers and names. */
const importBodyLimit = 16 * 1024 * 1024;

/** A request of the files catalogue: one PDF of 20 MB as base64, with room for its row. */
const catalogFilesBodyLimit = 28 * 1024 * 1024;

const deletedCatalogFileResponse = z.object({
  data: z.object({ key: z.string(), deleted: z.boolean() }),
});

/** What each import takes: `PUT /integration-api/<kind>`. */
const importSummaries: Record<ImportKind, string> = {
  brands:
    'Brands by the ERP’s code (`key`, `name`, `link`, `descriptions` per language `nl`/`en`/`fr`/`de`, `logo` path from `PUT /integration-api/media/<file>`, `changedAt`): articles and brand discounts name them by `key`; the brand page’s address follows the name.',
  features:
    'Characteristics by the ERP’s `key` (the distributor’s own, or its mapping of ETIM features `EF…`): `type` alphanumeric, logical, numeric or range, `names` per language `nl`/`en`/`fr`/`de`, a numeric or range feature’s `unit` (`code`, e.g. ETIM `EU570448`, and `symbols` per language), an alphanumeric feature’s `values` (`key`, e.g. ETIM `EV…`, and `names`), `filterable`, `position`, `changedAt`. Articles name values in `properties` (a logical feature’s are `true` and `false`) and numbers in `measurements`; listings filter by them.',
  articles:
    'Articles by their `number` (`family` for a variant, `ean`, `brand` key, `manufacturerNumber`, `category` key of the product group, `unspsc` (8 digits) and `etimClass` (`EC` and 6 digits) for procurement systems, `names`, `descriptions`, `additionalInfo` and `applications` per language `nl`/`en`/`fr`/`de` with Dutch required, `properties` and `variantOptions` as `group`/`option` keys, `measurements` of numeric features (`group`, `value`, `upTo` for a range), `unit` and its `content` (a box of 100 pieces: `unit` PCE, `perUnit` 100), `minPurchase`, `purchaseStep`, `maxPurchase`, `closeout`, `salesBlock`, `deliveryTime` {min, max, unit}, `restockDays`, `listPrice` (required for a new article), `taxRate`, `active`, `releaseDate`, `soldLastYear`, `media` paths from `PUT /integration-api/media/<file>`, `documents` (`path`, `kind` dataSheet, drawing, cad, safetyDataSheet, ceDeclaration, certificate or manual, `titles` per language; left out, they stay), `references` to other articles by `kind` (accessory, sparePart, similar, consistsOf, successor), `article` and `quantity`, replacing the article’s references when sent, `changedAt`).',
  companies:
    'Customer companies by their six-digit `number` (`clientNumber`, `name`, `vatNumber`, `blocked`, `creditLimit`, `minimumOrderValue`, `minimumOrderSurcharge`, `invoiceEmail`, `billingAddress` and `deliveryAddresses` each with the ERP’s `key`, `changedAt`). Addresses made in the shop are never touched.',
  warehouses: 'Warehouses by their code (`code`, `name`): new ones are added, a new name is taken over.',
  stock:
    'Stock per article and warehouse (`article`, `warehouse`, `quantity`, `restockOn`, `changedAt`): what the warehouse can sell once the orders the ERP has are taken off.',
  'list-prices':
    'List prices and their quantity tiers (`article`, `listPrice`, `tiers` of `fromQuantity` and `price`, `changedAt`); the tiers sent replace the article’s tiers.',
  'company-prices':
    'Contract prices of a company per article (`company` number, `article`, `tiers` of `fromQuantity` and `price`, `changedAt`); the tiers sent replace that company’s prices for the article, none ends them.',
  'order-statuses':
    'What the ERP says of shop orders (`order` number, `status` of the twelve, `shipmentNumber`, `trackAndTraceUrl`, `lines` by `position` with `deliveryDate`, `shippingNoteNumber`, `invoiceNumber`, `invoiceDate`, `changedAt`).',
  'company-discounts':
    'A company’s discount on every article of a brand (`company` number, `brand` key, `discountPercent`, `changedAt`); a `discountPercent` of null ends it.',
  'erp-orders':
    'Orders as the ERP keeps them, from every channel, for the order history (`number`, `company`, `shopOrder` when it came from the shop, `channel`, `orderedAt`, `status` of the twelve, `reference`, `orderedBy`, `billingAddress`, `deliveryAddress`, `shipmentNumber`, `trackAndTraceUrl`, `shippingCost`, `additionalCost`, `net`, `total`, `lines` by `position` with `article`, `customerArticle`, `name`, `quantity`, `unit`, `unitPrice`, `totalPrice`, `deliveryDate`, `shippingNoteNumber`, `invoiceNumber`, `invoiceDate`, `firm`, `warehouse`; `changedAt`).',
  invoices:
    'Invoices and credit notes (`number`, `company`, `type` invoice or creditNote, `issuedOn`, `dueOn`, `orders`, `reference`, `shippingNoteNumbers`, `paymentReference`, `net`, `vat`, `total`, `openAmount` (0 when paid), `vatBreakdown` of `rate`, `base`, `amount`, `lines` by `position` with `article`, `name`, `quantity`, `unit`, `unitPrice`, `net`, `vatRate`, `order`; `changedAt`). Their PDFs come by `PUT /integration-api/documents/invoice/<number>`.',
  offers:
    'Offers to a company (`number`, `company`, `reference`, `request` (the shop’s offer request `OV-…` it answers), `offeredOn`, `validUntil`, `status` open or processed, `net`, `lines` by `position` with `article`, `customerArticle`, `name`, `quantity`, `unit`, `deliveryDate`, `unitPrice`, `net`, `status`; `changedAt`). Their PDFs come by `PUT /integration-api/documents/offer/<number>`.',
};

/** The client's id and secret: HTTP Basic (RFC 6749 §2.3.1) or the body's client_id and client_secret. */
function clientCredentials(
  authorization: string | undefined,
  body: z.infer<typeof integrationTokenRequest>,
): { id: string; secret: string } | null {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 1) return null;
    try {
      return {
        id: decodeURIComponent(decoded.slice(0, colon)),
        secret: decodeURIComponent(decoded.slice(colon + 1)),
      };
    } catch {
      // A broken %-escape is no credential.
      return null;
    }
  }
  return body.client_id && body.client_secret ? { id: body.client_id, secret: body.client_secret } : null;
}

/**
 * The integration API: how the distributor's ERP sends its articles, prices, stock, companies and
 * order statuses in and takes orders out. Apart from the Store API: it takes neither an access key
 * nor a customer's session, only a bearer token of the OAuth2 client-credentials grant, issued to
 * clients created in the back-office or by `npm run integration-client`. Uploaded pictures and documents go below `mediaDir`.
 */
export const integrationRoutes = (mediaDir: string, database: Database) => async (api: StoreApi) => {
  await registerApiDocs(api, {
    prefix: integrationApiPrefix,
    title: 'Trade Shop integration API',
    description:
      'What the distributor’s ERP sends in. Get a token at `POST /integration-api/oauth/token` (grant `client_credentials`, client id and secret from `npm run integration-client -- create <name>`), then send it as `Authorization: Bearer <token>`. Every import takes up to 10,000 rows, applies all of them or none, and answers 422 with each refused row and its reason.',
  });

  acceptTokenForms(api);

  api.post(
    `${integrationApiPrefix}/oauth/token`,
    {
      schema: {
        tags: ['Authentication'],
        summary:
          'An access token for a client (OAuth2 client-credentials grant): credentials by HTTP Basic or as client_id and client_secret in the body.',
        security: [],
        body: integrationTokenRequest,
        response: {
          200: integrationTokenResponse,
          401: z.object({ error: z.literal('invalid_client'), error_description: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const credentials = clientCredentials(request.headers.authorization, request.body);
      const token = credentials ? await issueAccessToken(api.db, credentials.id, credentials.secret) : null;
      reply.header('Cache-Control', 'no-store');
      if (!token) {
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Basic realm="integration-api"')
          .send({
            error: 'invalid_client' as const,
            error_description: 'Unknown or revoked client, or a wrong secret.',
          });
      }
      return { access_token: token, token_type: 'Bearer' as const, expires_in: tokenSeconds };
    },
  );

  /** The client each request of the guarded routes came from, for the record of its imports. */
  const clientOfRequest = new WeakMap<object, string>();
  await api.register(async (guarded: StoreApi) => {
    guarded.addHook('onRequest', async (request, reply) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const client = bearer ? await clientOfToken(api.db, bearer[1]!) : null;
      if (!client) {
        reply.header('WWW-Authenticate', 'Bearer realm="integration-api"');
        throw new ApiProblem(
          401,
          errorCodes.integrationUnauthorized,
          'A bearer token of the integration API is required (POST /integration-api/oauth/token).',
        );
      }
      clientOfRequest.set(request, client);
    });
    registerContentImports(guarded, integrationApiPrefix);
    await registerCatalogueImports(guarded, integrationApiPrefix, database, (request) =>
      clientOfRequest.get(request),
    );
    registerSynonymRoutes(guarded, integrationApiPrefix);
    for (const [kind, summary] of Object.entries(importSummaries) as [ImportKind, string][]) {
      guarded.put(
        `${integrationApiPrefix}/${kind}`,
        {
          bodyLimit: importBodyLimit,
          schema: {
            tags: ['Imports'],
            summary,
            description: `Up to ${integrationMaxRows} rows. Replaying a request changes nothing; a row older than the stored one is refused.`,
            body: integrationImportRequest,
            response: { 200: integrationImportResponse },
          },
        },
        async (request) => ({
          data: await recordedImport(
            api.db,
            { kind, clientId: clientOfRequest.get(request) },
            request.body.rows.length,
            () => api.db.transaction((tx) => erpImports[kind]({ tx, erp: api.ports.erp }, request.body.rows)),
            (outcome) => outcome,
          ),
        }),
      );
    }

    guarded.get(
      `${integrationApiPrefix}/orders`,
      {
        schema: {
          tags: ['Orders out'],
          summary:
            'The order events not delivered yet (an order placed, an order cancelled after that), oldest first: for ERPs that pull instead of taking the webhook. An event comes again until it is acknowledged; `after` (an event id) pages on.',
          querystring: orderEventsQuery,
          response: { 200: orderEventsResponse },
        },
      },
      async (request) => ({
        data: await undeliveredOrderEvents(api.db, request.query.after, request.query.limit),
      }),
    );

    guarded.post(
      `${integrationApiPrefix}/orders/acknowledge`,
      {
        schema: {
          tags: ['Orders out'],
          summary:
            'Acknowledges order events the ERP has taken in: they are not offered again, and the shop stops holding the stock of those orders (the ERP counts them in the stock it reports).',
          body: orderEventsAcknowledgement,
          response: { 200: orderEventsAcknowledged },
        },
      },
      async (request) => ({
        data: { acknowledged: await acknowledgeOrderEvents(api.db, api.ports.erp, request.body.ids) },
      }),
    );

    guarded.get(
      `${integrationApiPrefix}/offer-events`,
      {
        schema: {
          tags: ['Offers out'],
          summary:
            'The offer events not delivered yet, oldest first: a buyer asked for an offer (`offer.requested`: answer it with an offer whose `request` names it), or accepted or declined an offer (`offer.accepted`, `offer.declined`). For ERPs that pull instead of taking the webhook; an event comes again until it is acknowledged; `after` (an event id) pages on.',
          querystring: orderEventsQuery,
          response: { 200: offerEventsResponse },
        },
      },
      async (request) => ({
        data: await undeliveredOfferEvents(api.db, request.query.after, request.query.limit),
      }),
    );

    guarded.post(
      `${integrationApiPrefix}/offer-events/acknowledge`,
      {
        schema: {
          tags: ['Offers out'],
          summary: 'Acknowledges offer events the ERP has taken in: they are not offered again.',
          body: orderEventsAcknowledgement,
          response: { 200: orderEventsAcknowledged },
        },
      },
      async (request) => ({
        data: { acknowledged: await acknowledgeOfferEvents(api.db, request.body.ids) },
      }),
    );

    guarded.get(
      `${integrationApiPrefix}/newsletter-subscriptions`,
      {
        schema: {
          tags: ['Newsletter'],
          summary:
            'Newsletter subscriptions for the distributor’s mailing system, by id (`after` the last id of the previous page, `next` in the answer; `status` pending, active or unsubscribed): e-mail address, name, company number, whether the user may still log in, language, topics, status, dates, and for an active one a new unsubscribe link (valid a year, once) to put in each mail.',
          querystring: newsletterExportQuery,
          response: { 200: newsletterExportResponse },
        },
      },
      async (request) => api.db.transaction((tx) => exportSubscriptions(tx, request.query)),
    );

    guarded.post(
      `${integrationApiPrefix}/newsletters`,
      {
        bodyLimit: importBodyLimit,
        schema: {
          tags: ['Newsletter'],
          summary:
            'Sends a newsletter on one `topic` through the shop’s mail outbox to every active subscriber of it who may log in, in their language (`content` per language `nl`/`fr`/`en` with `subject`, `text` and `html`; subscribers of a language left out are skipped). Each mail carries its own unsubscribe link, in its footer and as List-Unsubscribe with one-click POST.',
          body: newsletterSendRequest,
          response: { 200: newsletterSendResponse },
        },
      },
      async (request) => ({
        data: await api.db.transaction((tx) => sendNewsletter(tx, api.ports.mailer, request.body)),
      }),
    );

    guarded.addContentTypeParser(
      [...pictureMimeTypes, ...documentMimeTypes.filter((type) => type !== 'application/pdf')],
      { parseAs: 'buffer', bodyLimit: pictureBodyLimit },
      (_request, body, done) => done(null, body),
    );
    guarded.put(
      `${integrationApiPrefix}/media/:file`,
      {
        bodyLimit: pictureBodyLimit,
        schema: {
          tags: ['Imports'],
          summary:
            'Uploads a picture (JPEG, PNG or WebP) or a document (PDF, STEP, DWG or ZIP), up to 20 MB, the bytes as the body with their content type, under its file name; articles name it in `media` (pictures) or `documents` as `erp/<file>`. The same file again changes nothing; another one under the same name replaces it everywhere.',
          params: z.object({ file: z.string().max(120) }),
          response: { 200: storedMediaResponse },
        },
      },
      async (request) => {
        const { file } = request.params;
        const document = isDocumentFileName(file);
        if (!Buffer.isBuffer(request.body))
          throw new ApiProblem(
            415,
            document ? errorCodes.integrationInvalidDocument : errorCodes.integrationInvalidPicture,
            `Send the file's bytes with its content type: ${[...pictureMimeTypes, ...documentMimeTypes].join(', ')}.`,
          );
        const bytes = request.body;
        const stored = await api.db.transaction(
          async (
            tx,
          ): Promise<{ path: string; changed: boolean; width: number | null; height: number | null }> =>
            document
              ? { ...(await storeCatalogueDocument(tx, mediaDir, file, bytes)), width: null, height: null }
              : storeErpPicture(tx, mediaDir, file, bytes),
        );
        return { data: stored };
      },
    );

    guarded.addContentTypeParser(
      'application/pdf',
      { parseAs: 'buffer', bodyLimit: documentMaxBytes },
      (_request, body, done) => done(null, body),
    );
    guarded.put(
      `${integrationApiPrefix}/documents/:kind/:number`,
      {
        bodyLimit: documentMaxBytes,
        schema: {
          tags: ['Imports'],
          summary:
            'Uploads the PDF of an invoice (`invoice`), its delivery proof (`delivery-proof`) or an offer (`offer`) the ERP sent by its import before: the bytes as the body, `Content-Type: application/pdf`, up to 20 MB. Buyers of the company download it from their history. The same PDF again changes nothing; another one replaces it.',
          params: z.object({ kind: z.enum(erpDocumentKinds), number: z.string().trim().min(1).max(32) }),
          response: { 200: storedDocumentResponse },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body))
          throw new ApiProblem(
            415,
            errorCodes.integrationInvalidDocument,
            'Send the PDF’s bytes with Content-Type: application/pdf.',
          );
        const { kind, number } = request.params;
        const document = await api.db.transaction((tx) =>
          storeErpDocument(tx, kind, number, request.body as Buffer),
        );
        return { data: document };
      },
    );

    guarded.put(
      `${integrationApiPrefix}/catalog-files`,
      {
        bodyLimit: catalogFilesBodyLimit,
        schema: {
          tags: ['Files catalogue'],
          summary:
            'Files of the files catalogue by their `key` (`kind` catalogue, leaflet, safety-data-sheet, manual or certificate; `language` it is written in, `nl`/`en`/`fr`/`de`; `title`, `description`, `brand` key, `articles` numbers, `publishedAt`, `changedAt`), each with its PDF: the bytes as `contentBase64` (up to 20 MB), or the path of a PDF of the media library as `media`. Everyone finds them at `POST /store-api/dexis/files-catalog`.',
          description: `Up to ${integrationMaxRows} rows and ${catalogFilesBodyLimit / 1024 / 1024} MB a request: large PDFs one per request. Replaying a request changes nothing; a row older than the stored one is refused; a new PDF replaces the old one.`,
          body: integrationImportRequest,
          response: { 200: integrationImportResponse },
        },
      },
      async (request) => {
        const { outcome, unusedPaths } = await recordedImport(
          api.db,
          { kind: 'catalog-files', clientId: clientOfRequest.get(request) },
          request.body.rows.length,
          () =>
            api.db.transaction((tx) =>
              importCatalogFiles({ tx, erp: api.ports.erp }, mediaDir, request.body.rows),
            ),
          (imported) => imported.outcome,
        );
        await deleteMediaBytes(mediaDir, unusedPaths);
        return { data: outcome };
      },
    );

    guarded.delete(
      `${integrationApiPrefix}/catalog-files/:key`,
      {
        schema: {
          tags: ['Files catalogue'],
          summary:
            'Takes a file out of the files catalogue, with its PDF when the ERP sent it and nothing else uses it. A key the shop does not hold (a retry) answers `deleted: false`.',
          params: z.object({ key: z.string().min(1).max(100) }),
          response: { 200: deletedCatalogFileResponse },
        },
      },
      async (request) => {
        const { unusedPaths, ...deleted } = await api.db.transaction((tx) =>
          deleteCatalogFile(tx, request.params.key),
        );
        await deleteMediaBytes(mediaDir, unusedPaths);
        return { data: deleted };
      },
    );
  });
};
