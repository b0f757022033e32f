import { isId, storedId } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import type { FastifyInstance } from 'fastify';
import type { SessionCustomerLoader, SessionLifetime, ShopSettingsLoader } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { findSalesChannelByAccessKey } from '../sales-channel/index.ts';
import { resolveContext } from './context.service.ts';

function header(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/**
 * Opens the sales channel of `sw-access-key` and the session of `sw-context-token` for each request,
 * while the session lasts; the account module says who a session's customer is.
 */
export function registerContextResolution(
  app: FastifyInstance,
  loadSessionCustomer: SessionCustomerLoader,
  lifetime: SessionLifetime,
  shopSettings: ShopSettingsLoader,
) {
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/store-api/_docs')) return;
    const accessKey = header(request.headers['sw-access-key']);
    const channel = accessKey ? await findSalesChannelByAccessKey(app.db, app.catalogCache, accessKey) : null;
    if (!channel) {
      throw new ApiProblem(
        401,
        errorCodes.invalidAccessKey,
        'The sw-access-key header is missing or not valid.',
      );
    }
    const languageHeader = header(request.headers['sw-language-id']);
    if (languageHeader && !isId(languageHeader)) {
      throw new ApiProblem(
        412,
        errorCodes.invalidLanguage,
        'The sw-language-id header is not a language id.',
        { languageId: languageHeader },
      );
    }
    request.ctx = await resolveContext(
      app.db,
      { ...app.ports, ...(await shopSettings(app.db, app.catalogCache)), cache: app.catalogCache },
      loadSessionCustomer,
      channel,
      lifetime,
      header(request.headers['sw-context-token']),
      languageHeader ? storedId(languageHeader) : undefined,
      request.ip,
    );
    if (request.routeOptions.config.readsCatalog) request.ctx.tx = app.readDb;
    reply.header('sw-context-token', request.ctx.token);
    // Clients keep what does not depend on the session (navigation, footer) until this changes.
    reply.header('sw-catalog-version', String(app.catalogCache.version));
  });
}
