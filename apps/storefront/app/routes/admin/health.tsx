import type { ServerHealth, StoreApiHealth } from '@tradeshop/api-client';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { FactList } from '../../components/admin/FactList';
import { PageTitle } from '../../components/admin/PageTitle';
import { TitledSection } from '../../components/admin/TitledSection';
import { requirePermission } from '../../lib/admin/access.server';
import { type AdminTranslate, useAdminTranslation } from '../../lib/admin/i18n';
import { storefrontHealth } from '../../lib/storefront-metrics.server';
import type { Route } from './+types/health';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'operations.read');
  const [{ data: storeApi }, storefront] = await Promise.all([client.health(), storefrontHealth()]);
  return { storeApi, storefront };
}

type Outbox = StoreApiHealth['outboxes'][number];
type Pool = StoreApiHealth['database']['pools'][number];

/** Requests, 5xx answers, event-loop delay and memory of one server. */
function ServerFacts({
  server,
  t,
  number,
}: {
  server: ServerHealth;
  t: AdminTranslate;
  number: (value: number) => string;
}) {
  return (
    <FactList
      facts={[
        { label: t('health.requests'), value: number(server.requests) },
        { label: t('health.serverErrors'), value: number(server.serverErrors) },
        {
          label: t('health.eventLoop'),
          value: t('health.milliseconds', {
            value: number(Math.round(server.eventLoopDelayP99Seconds * 10_000) / 10),
          }),
        },
        {
          label: t('health.memory'),
          value: t('health.megabytes', {
            value: number(Math.round(server.residentMemoryBytes / 1024 / 1024)),
          }),
        },
      ]}
    />
  );
}

export default function Health({ loaderData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { storeApi, storefront } = loaderData;
  const number = figures.number;
  const { catalogCache: cache } = storeApi;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>{t('health.title')}</PageTitle>
      <p className="text-gray-700">{t('health.intro')}</p>
      <TitledSection id="store-api-title" title={t('health.storeApi')}>
        <ServerFacts server={storeApi} t={t} number={number} />
      </TitledSection>
      <TitledSection id="storefront-title" title={t('health.storefront')}>
        {storefront ? (
          <ServerFacts server={storefront} t={t} number={number} />
        ) : (
          <p className="text-gray-700 text-sm">{t('health.notMeasured')}</p>
        )}
      </TitledSection>
      <TitledSection id="database-title" title={t('health.database')}>
        <FactList
          facts={[{ label: t('health.engine'), value: t(`health.engine.${storeApi.database.engine}`) }]}
        />
        {storeApi.database.pools.length > 0 ? (
          <DataGrid<Pool>
            caption={t('health.pools')}
            rows={storeApi.database.pools}
            rowKey={(pool) => pool.pool}
            columns={[
              {
                id: 'pool',
                header: t('health.pool'),
                cell: ({ row }) => t(`health.pool.${row.original.pool}`),
              },
              { id: 'open', header: t('health.poolOpen'), cell: ({ row }) => number(row.original.open) },
              { id: 'idle', header: t('health.poolIdle'), cell: ({ row }) => number(row.original.idle) },
              {
                id: 'waiting',
                header: t('health.poolWaiting'),
                cell: ({ row }) => number(row.original.waiting),
              },
            ]}
          />
        ) : null}
      </TitledSection>
      <TitledSection id="outboxes-title" title={t('health.outboxes')}>
        <DataGrid<Outbox>
          caption={t('health.outboxes')}
          rows={storeApi.outboxes}
          rowKey={(outbox) => outbox.outbox}
          columns={[
            {
              id: 'outbox',
              header: t('health.outbox'),
              cell: ({ row }) => t(`health.outbox.${row.original.outbox}`),
            },
            { id: 'waiting', header: t('health.waiting'), cell: ({ row }) => number(row.original.waiting) },
            { id: 'failing', header: t('health.failing'), cell: ({ row }) => number(row.original.failing) },
            {
              id: 'oldest',
              header: t('health.oldest'),
              cell: ({ row }) =>
                t('health.seconds', { value: number(Math.round(row.original.oldestSeconds)) }),
            },
            {
              id: 'failures',
              header: t('health.deliveryFailures'),
              cell: ({ row }) => number(row.original.deliveryFailures),
            },
          ]}
        />
      </TitledSection>
      <TitledSection id="cache-title" title={t('health.cache')}>
        <FactList
          facts={[
            {
              label: t('health.hitRatio'),
              value:
                cache.hitRatio === null
                  ? t('health.noLookups')
                  : t('health.percent', { value: number(Math.round(cache.hitRatio * 1000) / 10) }),
            },
            { label: t('health.cacheLookups'), value: number(cache.memory) },
            { label: t('health.cacheShared'), value: number(cache.shared) },
            { label: t('health.cacheComputed'), value: number(cache.computed) },
          ]}
        />
      </TitledSection>
      <TitledSection id="background-title" title={t('health.backgroundFailures')}>
        {storeApi.backgroundFailures.length === 0 ? (
          <p className="text-gray-700 text-sm">{t('health.none')}</p>
        ) : (
          <FactList
            facts={storeApi.backgroundFailures.map((failure) => ({
              label: failure.loop,
              value: number(failure.count),
            }))}
          />
        )}
      </TitledSection>
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
