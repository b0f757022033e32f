import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/cxml-setup';

/**
 * The shop's cXML endpoint: the procurement system posts its PunchOutSetupRequest here, server to
 * server, and gets the cXML answer (a start page, or the status of what was wrong).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language, shop } = context.get(storeApiContext);
  // A setup request is a few kilobytes: server.mjs answers 413 to one near a megabyte (bodyLimitOf).
  const xml = await request.text();
  const storefrontUrl = shop.domainUrls[language.code];
  if (!storefrontUrl) throw new Error(`The sales channel has no domain for ${language.code}`);
  const { data: answer } = await client.cxmlSetup({ xml, storefrontUrl }).catch(throwAsRouteError);
  return new Response(answer.xml, {
    status: answer.status,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
