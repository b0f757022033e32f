import {
  adminBrandChange,
  adminBrandListResponse,
  adminBrandQuery,
  adminBrandResponse,
  id,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/index.ts';
import { markCatalogChanged } from '../cache/index.ts';
import { adminBrand, adminBrandPage, changeBrand } from './brand-editing.ts';

const config = { staffRule: 'content.manage' } as const;
const tags = ['Brands'];
const params = z.object({ id });

async function brandOrNotFound(tx: Tx, brandId: string) {
  const brand = await adminBrand(tx, brandId);
  if (!brand) throw notFound(errorCodes.adminBrandNotFound, 'No such brand.', { id: brandId });
  return brand;
}

/** A brand's fields as the audit log keeps them: one per language and field. */
const auditedFields = (brand: NonNullable<Awaited<ReturnType<typeof adminBrand>>>) => ({
  logo: brand.logo?.url ?? null,
  ...Object.fromEntries(
    Object.entries(brand.translations).flatMap(([language, texts]) =>
      (['name', 'description', 'slug', 'metaTitle', 'metaDescription'] as const).map((field) => [
        `${language}.${field}`,
        texts[field],
      ]),
    ),
  ),
});

/**
 * The brands in the back-office (content editors): texts, brand page slugs, meta texts and logo per
 * language. Every change is in the audit log. app.ts hands in the staff module's `staffActorOf`.
 */
export const registerBrandAdminRoutes =
  (actorOf: (request: FastifyRequest) => AuditActor) => (guarded: StoreApi, prefix: string) => {
    guarded.get(
      `${prefix}/brand`,
      {
        config,
        schema: {
          tags,
          summary: 'The brands A to Z, found by name or ERP code (`term`).',
          querystring: adminBrandQuery,
          response: { 200: adminBrandListResponse },
        },
      },
      async (request) => {
        const { rows, total } = await adminBrandPage(guarded.db, request.query);
        return { data: rows, total };
      },
    );

    guarded.get(
      `${prefix}/brand/:id`,
      {
        config,
        schema: {
          tags,
          summary:
            'A brand with its texts, page slug and meta texts in Dutch, French and English, and its logo.',
          params,
          response: { 200: adminBrandResponse },
        },
      },
      async (request) => ({ data: await brandOrNotFound(guarded.db, request.params.id) }),
    );

    guarded.patch(
      `${prefix}/brand/:id`,
      {
        config,
        schema: {
          tags,
          summary:
            'Writes a brand’s name, description, page slug and meta texts in every language and its logo (a picture of the media library with its alternative texts). A slug another brand has in that language is refused (422); the former slug answers 301. The ERP’s import keeps the texts and logo written here. Recorded in the audit log.',
          params,
          body: adminBrandChange,
          response: { 200: adminBrandResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction(async (tx) => {
          const before = await brandOrNotFound(tx, request.params.id);
          await changeBrand(tx, before.id, request.body);
          const after = await brandOrNotFound(tx, before.id);
          const changes = changedFields(auditedFields(before), auditedFields(after));
          if (Object.keys(changes).length > 0) {
            await recordAudit(tx, actorOf(request), {
              objectType: 'brand',
              objectId: before.id,
              action: 'changed',
              changes,
            });
            await markCatalogChanged(tx);
          }
          return after;
        }),
      }),
    );
  };
