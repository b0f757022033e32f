import { type ShopSettings, shopSettings, shopSettingsResponse } from '@tradeshop/api-client/contracts';
import type { FastifyRequest } from 'fastify';
import type { StoreApi } from '../../platform/types.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/index.ts';
import { savedSettings, saveSettings, settingsInForce } from './settings.service.ts';

const config = { staffRule: 'settings.manage' } as const;
const tags = ['Settings'];

const answerOf = (defaults: ShopSettings, saved: Partial<ShopSettings>) => ({
  data: {
    settings: settingsInForce(defaults, saved),
    environment: defaults,
    saved: (Object.keys(shopSettings.shape) as (keyof ShopSettings)[]).filter((part) => part in saved),
  },
});

/**
 * The shop's settings in the back-office (administrators): maintenance mode, feature flags, minimum
 * order, free shipping, delivery cut-offs and closed days, VIES. A save takes effect in every process
 * within one catalogue version and goes to the audit log part by part, as before and after. app.ts
 * hands in the staff module's `staffActorOf` and the environment's settings.
 */
export const registerSettingsAdminRoutes =
  (actorOf: (request: FastifyRequest) => AuditActor, defaults: ShopSettings) =>
  (guarded: StoreApi, prefix: string) => {
    guarded.get(
      `${prefix}/settings`,
      {
        config,
        schema: {
          tags,
          summary:
            'The shop’s settings in force, and which parts were saved (the others are the environment’s).',
          response: { 200: shopSettingsResponse },
        },
      },
      async () => answerOf(defaults, await savedSettings(guarded.db)),
    );

    guarded.put(
      `${prefix}/settings`,
      {
        config,
        schema: {
          tags,
          summary:
            'Saves the shop’s settings: the storefront takes them within one catalogue version, without a restart. Recorded in the audit log.',
          body: shopSettings,
          response: { 200: shopSettingsResponse },
        },
      },
      async (request) => {
        const saved = await guarded.db.transaction(async (tx) => {
          const { before, after } = await saveSettings(tx, request.body);
          const changes = changedFields(settingsInForce(defaults, before), settingsInForce(defaults, after));
          if (Object.keys(changes).length > 0)
            await recordAudit(tx, actorOf(request), {
              objectType: 'shop-settings',
              objectId: 'shop',
              action: 'changed',
              changes,
            });
          return after;
        });
        return answerOf(defaults, saved);
      },
    );
  };
