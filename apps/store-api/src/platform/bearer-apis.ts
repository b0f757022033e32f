import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { StoreApi } from './types.ts';

/**
 * An OpenAPI document of its own for an API apart from the Store API (the integration API, the
 * Admin API), at `<prefix>/_docs` (JSON at `<prefix>/_docs/json`): only routes below `prefix`,
 * each called with a bearer token unless it says otherwise.
 */
export async function registerApiDocs(
  api: StoreApi,
  { prefix, title, description }: { prefix: string; title: string; description: string },
) {
  const decorator = `swagger${prefix.replace(/\W/g, '_')}`;
  await api.register(fastifySwagger, {
    decorator,
    openapi: {
      info: { title, description, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (route) =>
      route.url.startsWith(prefix)
        ? jsonSchemaTransform(route)
        : { schema: { ...route.schema, hide: true }, url: route.url },
  });
  await api.register(fastifySwaggerUi, {
    routePrefix: `${prefix}/_docs`,
    transformSpecification: () =>
      (api as unknown as Record<string, () => Record<string, unknown>>)[decorator]!(),
  });
}

/** OAuth2 clients send their token requests as forms (RFC 6749 §4): small ones, read as flat fields. */
export function acceptTokenForms(api: StoreApi) {
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
