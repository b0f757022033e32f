import {
  adminContentDraftRequest,
  adminContentPageCreate,
  adminContentPageListResponse,
  adminContentPageResponse,
  adminContentPreviewRequest,
  adminContentPreviewResponse,
  adminContentScheduleRequest,
  id,
} from '@tradeshop/api-client/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import type { AuditActor } from '../audit/index.ts';
import {
  createEditable,
  discardDraft,
  type EditableKind,
  editable,
  listEditable,
  publishNow,
  saveDraft,
  scheduleDraft,
} from './content-editor.ts';
import { issuePreviewToken, previewMinutes } from './content-preview.ts';

const config = { staffRule: 'content.manage' } as const;
const tags = ['Content'];
const params = z.object({ id });

/** How the routes name each kind, and where its preview is read. */
const described = {
  page: { name: 'content page', previewRoute: 'POST /store-api/pwa/page/preview' },
  blog: { name: 'blog post', previewRoute: 'POST /store-api/pwa/blog/preview' },
} as const;

/**
 * The content pages and blog posts in the back-office (content editors), under
 * `/content/{page|blog}`: drafts the shop does not show, published now or at a set time, and
 * short-lived preview links. Every change goes to the audit log. app.ts hands in the staff module's
 * `staffActorOf`, the key preview links are signed with and the kinds (each module's own).
 */
export const registerContentAdminRoutes =
  (options: {
    actorOf: (request: FastifyRequest) => AuditActor;
    previewKey: string;
    kinds: readonly EditableKind[];
  }) =>
  (guarded: StoreApi, prefix: string) => {
    for (const kind of options.kinds) registerKind(guarded, `${prefix}/content/${kind.kind}`, kind, options);
  };

function registerKind(
  guarded: StoreApi,
  base: string,
  kind: EditableKind,
  options: { actorOf: (request: FastifyRequest) => AuditActor; previewKey: string },
) {
  const { actorOf, previewKey } = options;
  const { name, previewRoute } = described[kind.kind];
  const answer = async (subjectId: string) => ({ data: await editable(guarded.db, kind, subjectId) });

  guarded.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: `The ${name}s by key: their state (draft, published, changed, scheduled), when a draft is published, and the languages without a title.`,
        response: { 200: adminContentPageListResponse },
      },
    },
    async () => ({ data: await listEditable(guarded.db, kind) }),
  );

  guarded.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: `Makes a new ${name} under a key, with an empty draft the shop does not show. Audited.`,
        body: adminContentPageCreate,
        response: { 200: adminContentPageResponse },
      },
    },
    async (request) => {
      const created = await guarded.db.transaction((tx) =>
        createEditable(tx, kind, actorOf(request), request.body.key),
      );
      return answer(created);
    },
  );

  guarded.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `A ${name} in the editor: its draft (or as published when it has none), with its missing translations and published addresses.`,
        params,
        response: { 200: adminContentPageResponse },
      },
    },
    async (request) => answer(request.params.id),
  );

  guarded.put(
    `${base}/:id/draft`,
    {
      config,
      schema: {
        tags,
        summary: `Saves the draft of a ${name}, all languages at once; the shop keeps showing what is published. An address another page or post has is refused. Audited.`,
        params,
        body: adminContentDraftRequest,
        response: { 200: adminContentPageResponse },
      },
    },
    async (request) => {
      await guarded.db.transaction((tx) =>
        saveDraft(tx, kind, actorOf(request), request.params.id, request.body.draft),
      );
      return answer(request.params.id);
    },
  );

  guarded.delete(
    `${base}/:id/draft`,
    {
      config,
      schema: {
        tags,
        summary: `Throws the draft of a ${name} away (and its schedule). Audited.`,
        params,
        response: { 200: adminContentPageResponse },
      },
    },
    async (request) => {
      await guarded.db.transaction((tx) => discardDraft(tx, kind, actorOf(request), request.params.id));
      return answer(request.params.id);
    },
  );

  guarded.post(
    `${base}/:id/publish`,
    {
      config,
      schema: {
        tags,
        summary:
          'Publishes the draft now: the shop shows it at once, a changed address answering 301 to the new one. 422 with the violations when the draft is incomplete. Audited.',
        params,
        response: { 200: adminContentPageResponse },
      },
    },
    async (request) => {
      await guarded.db.transaction((tx) => publishNow(tx, kind, actorOf(request), request.params.id));
      return answer(request.params.id);
    },
  );

  guarded.put(
    `${base}/:id/schedule`,
    {
      config,
      schema: {
        tags,
        summary:
          'Publishes the draft at a moment (ISO 8601 with offset), or takes the schedule back with null. Only a publishable draft is scheduled. Audited.',
        params,
        body: adminContentScheduleRequest,
        response: { 200: adminContentPageResponse },
      },
    },
    async (request) => {
      const { publishAt } = request.body;
      await guarded.db.transaction((tx) =>
        scheduleDraft(tx, kind, actorOf(request), request.params.id, publishAt ? new Date(publishAt) : null),
      );
      return answer(request.params.id);
    },
  );

  guarded.post(
    `${base}/:id/preview`,
    {
      config,
      schema: {
        tags,
        summary: `A link to the storefront page of the draft in a language, for ${previewMinutes} minutes (the Store API's ${previewRoute}).`,
        params,
        body: adminContentPreviewRequest,
        response: { 200: adminContentPreviewResponse },
      },
    },
    async (request) => {
      const { locale } = request.body;
      const subject = await editable(guarded.db, kind, request.params.id);
      const { token, expiresAt } = issuePreviewToken(previewKey, {
        kind: kind.kind,
        id: subject.id,
        locale,
        staffId: actorOf(request).id ?? '',
      });
      const found = await guarded.db.transaction(async (tx) => {
        const current = await kind.get(tx, subject.id);
        return current ? kind.addressOf(current, subject.draft.languages[locale].path) : null;
      });
      return {
        data: { locale, token, path: (found ?? '').replace(/^\/+/, ''), expiresAt: expiresAt.toISOString() },
      };
    },
  );
}
