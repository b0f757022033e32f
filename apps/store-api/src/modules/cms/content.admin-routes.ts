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
  createEditablePage,
  discardDraft,
  editablePage,
  listEditablePages,
  publishNow,
  saveDraft,
  scheduleDraft,
} from './content-editor.ts';
import { homePageKey } from './content-pages.ts';
import { issuePreviewToken, previewMinutes } from './content-preview.ts';

const config = { staffRule: 'content.manage' } as const;
const tags = ['Content'];
const params = z.object({ id });

/**
 * The content pages in the back-office (content editors): drafts the shop does not show, published
 * now or at a set time, and short-lived preview links. Every change goes to the audit log. app.ts
 * hands in the staff module's `staffActorOf` and the key preview links are signed with.
 */
export const registerContentAdminRoutes =
  (options: { actorOf: (request: FastifyRequest) => AuditActor; previewKey: string }) =>
  (guarded: StoreApi, prefix: string) => {
    const { actorOf, previewKey } = options;
    const pageAnswer = async (pageId: string) => ({ data: await editablePage(guarded.db, pageId) });

    guarded.get(
      `${prefix}/content/page`,
      {
        config,
        schema: {
          tags,
          summary:
            'The content pages by key: their state (draft, published, changed, scheduled), when a draft is published, and the languages without a title.',
          response: { 200: adminContentPageListResponse },
        },
      },
      async () => ({ data: await listEditablePages(guarded.db) }),
    );

    guarded.post(
      `${prefix}/content/page`,
      {
        config,
        schema: {
          tags,
          summary:
            'Makes a new content page under a key, with an empty draft the shop does not show. Audited.',
          body: adminContentPageCreate,
          response: { 200: adminContentPageResponse },
        },
      },
      async (request) => {
        const pageId = await guarded.db.transaction((tx) =>
          createEditablePage(tx, actorOf(request), request.body.key),
        );
        return pageAnswer(pageId);
      },
    );

    guarded.get(
      `${prefix}/content/page/:id`,
      {
        config,
        schema: {
          tags,
          summary:
            'A content page in the editor: its draft (or the page as published when it has none), with its missing translations and published addresses.',
          params,
          response: { 200: adminContentPageResponse },
        },
      },
      async (request) => pageAnswer(request.params.id),
    );

    guarded.put(
      `${prefix}/content/page/:id/draft`,
      {
        config,
        schema: {
          tags,
          summary:
            'Saves the draft of a page, all languages at once; the shop keeps showing the page as published. An address another page has is refused. Audited.',
          params,
          body: adminContentDraftRequest,
          response: { 200: adminContentPageResponse },
        },
      },
      async (request) => {
        await guarded.db.transaction((tx) =>
          saveDraft(tx, actorOf(request), request.params.id, request.body.draft),
        );
        return pageAnswer(request.params.id);
      },
    );

    guarded.delete(
      `${prefix}/content/page/:id/draft`,
      {
        config,
        schema: {
          tags,
          summary: 'Throws the draft of a page away (and its schedule). Audited.',
          params,
          response: { 200: adminContentPageResponse },
        },
      },
      async (request) => {
        await guarded.db.transaction((tx) => discardDraft(tx, actorOf(request), request.params.id));
        return pageAnswer(request.params.id);
      },
    );

    guarded.post(
      `${prefix}/content/page/:id/publish`,
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
        await guarded.db.transaction((tx) => publishNow(tx, actorOf(request), request.params.id));
        await guarded.catalogCache.refresh();
        return pageAnswer(request.params.id);
      },
    );

    guarded.put(
      `${prefix}/content/page/:id/schedule`,
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
          scheduleDraft(tx, actorOf(request), request.params.id, publishAt ? new Date(publishAt) : null),
        );
        return pageAnswer(request.params.id);
      },
    );

    guarded.post(
      `${prefix}/content/page/:id/preview`,
      {
        config,
        schema: {
          tags,
          summary: `A link to the storefront page of the draft in a language, for ${previewMinutes} minutes (the Store API's POST /store-api/pwa/page/preview).`,
          params,
          body: adminContentPreviewRequest,
          response: { 200: adminContentPreviewResponse },
        },
      },
      async (request) => {
        const { locale } = request.body;
        const page = await editablePage(guarded.db, request.params.id);
        const actor = actorOf(request);
        const { token, expiresAt } = issuePreviewToken(previewKey, {
          pageId: page.id,
          locale,
          staffId: actor.id ?? '',
        });
        return {
          data: {
            locale,
            token,
            path: page.key === homePageKey ? '' : page.draft.languages[locale].path.replace(/^\/+/, ''),
            expiresAt: expiresAt.toISOString(),
          },
        };
      },
    );
  };
