import {
  type AdminIntegrationImport,
  type AdminWebhookTest,
  adminIntegrationClientRequest,
  adminWebhookRequest,
  adminWebhookRotationRequest,
} from '@tradeshop/api-client';
import { errorCodes, webhookOverlapHours } from '@tradeshop/domain';
import { data, Form } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { IntentButton } from '../../components/admin/IntentButton';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { TitledSection } from '../../components/admin/TitledSection';
import {
  compactPrimaryButtonClass,
  secondaryButtonClass,
  smallDangerButtonClass,
} from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { TableFrame } from '../../components/ui/TableFrame';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { type AdminTranslate, adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/integrations';

/** How many of the latest imports the page lists. */
const listedImports = 20;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'integrations.manage');
  const [clients, webhook, imports, history] = await Promise.all([
    client.integrationClients(),
    client.integrationWebhook(),
    client.integrationImports(listedImports),
    objectHistory(client, me, 'integration-webhook', 'erp'),
  ]);
  return { clients: clients.data, webhook: webhook.data, imports: imports.data, history };
}

type Field = 'name' | 'url' | 'overlapHours' | 'form';

interface ActionAnswer {
  done: string | null;
  error: { field: Field; message: string } | null;
  /** A secret made just now: shown this once, never again. */
  secret: { label: string; value: string } | null;
  test: AdminWebhookTest | null;
}

const answer = (part: Partial<ActionAnswer>): ActionAnswer => ({
  done: null,
  error: null,
  secret: null,
  test: null,
  ...part,
});

const refused = (field: Field, message: string, status: number) =>
  data(answer({ error: { field, message } }), { status });

const refusals = {
  [errorCodes.adminIntegrationClientNotFound]: 'integrations.clientNotFound',
  [errorCodes.adminNoWebhook]: 'integrations.noWebhook',
} as const;

/** Each intent of the page: a client created or revoked, the webhook's address, its secret rotated, a test delivery. */
async function act(
  form: FormData,
  t: AdminTranslate,
  client: Awaited<ReturnType<typeof requirePermission>>['client'],
) {
  switch (String(form.get('intent'))) {
    case 'create-client': {
      const input = adminIntegrationClientRequest.safeParse({ name: form.get('name') });
      if (!input.success) return refused('name', t('integrations.nameNeeded'), 400);
      const { data: created } = await client.createIntegrationClient(input.data.name);
      return answer({
        done: t('integrations.clientMade', { name: created.name, id: created.id }),
        secret: { label: t('integrations.clientSecret', { id: created.id }), value: created.secret },
      });
    }
    case 'revoke-client': {
      const id = String(form.get('id') ?? '');
      if (!id) return refused('form', t('error.refused'), 400);
      const { data: revoked } = await client.revokeIntegrationClient(id);
      return answer({ done: t('integrations.clientRevoked', { name: revoked.name }) });
    }
    case 'save-webhook': {
      const input = adminWebhookRequest.safeParse({ url: String(form.get('url') ?? '').trim() });
      if (!input.success) return refused('url', t('integrations.urlNeeded'), 400);
      const { data: saved } = await client.changeIntegrationWebhook(input.data.url);
      return answer({
        done: t('integrations.webhookSaved'),
        secret: saved.secret ? { label: t('integrations.webhookSecret'), value: saved.secret } : null,
      });
    }
    case 'rotate-secret': {
      const input = adminWebhookRotationRequest.safeParse({ overlapHours: Number(form.get('overlapHours')) });
      if (!input.success) return refused('overlapHours', t('integrations.overlapNeeded'), 400);
      const { data: rotated } = await client.rotateIntegrationWebhookSecret(input.data.overlapHours);
      return answer({
        done: t('integrations.secretRotated', { hours: input.data.overlapHours }),
        secret: rotated.secret ? { label: t('integrations.webhookSecret'), value: rotated.secret } : null,
      });
    }
    case 'test-webhook': {
      const { data: test } = await client.testIntegrationWebhook();
      return answer({ test });
    }
    default:
      return refused('form', t('error.refused'), 400);
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'integrations.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  try {
    return await act(form, t, client);
  } catch (error) {
    const refusal = refusalOf(error, t, refusals);
    return refused('form', refusal.message, refusal.status);
  }
}

/** The secret made just now, to be copied: it is shown this once. */
function ShownOnce({ secret }: { secret: { label: string; value: string } }) {
  const { t } = useAdminTranslation();
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm"
    >
      <p className="font-semibold text-amber-900">{t('integrations.shownOnce')}</p>
      <label htmlFor="shown-secret" className="text-amber-900">
        {secret.label}
      </label>
      <input
        id="shown-secret"
        readOnly
        value={secret.value}
        className="rounded border border-amber-300 bg-white px-2 py-1 font-mono text-gray-900"
        aria-describedby="shown-secret-hint"
      />
      <p id="shown-secret-hint" className="text-amber-900">
        {t('integrations.shownOnceHint')}
      </p>
    </div>
  );
}

function TestOutcome({ test }: { test: AdminWebhookTest }) {
  const { t } = useAdminTranslation();
  const said =
    test.status === null
      ? t('integrations.testFailed', { error: test.error ?? '' })
      : t(test.delivered ? 'integrations.testDelivered' : 'integrations.testRefused', {
          status: test.status,
          milliseconds: test.milliseconds,
        });
  return <Notice tone={test.delivered ? 'success' : 'error'}>{said}</Notice>;
}

function ImportOutcome({ entry }: { entry: AdminIntegrationImport }) {
  const { t } = useAdminTranslation();
  switch (entry.status) {
    case 'running':
      return t('integrations.importRunning');
    case 'applied':
      return t('integrations.importApplied', {
        received: entry.received,
        created: entry.created,
        updated: entry.updated,
        unchanged: entry.unchanged,
      });
    case 'refused':
      return entry.problem
        ? t('integrations.importFileRefused', { problem: entry.problem })
        : t('integrations.importRefused', { refused: entry.refused, received: entry.received });
    case 'failed':
      return t('integrations.importFailed', { problem: entry.problem ?? '' });
  }
}

function ImportRow({ entry }: { entry: AdminIntegrationImport }) {
  const { t, figures } = useAdminTranslation();
  const sender = entry.client
    ? entry.client.name
    : entry.fileName
      ? t('integrations.importFile', { file: entry.fileName })
      : '–';
  return (
    <tr className="border-gray-100 border-t align-top">
      <td className="px-3 py-2 whitespace-nowrap">{figures.moment(entry.at)}</td>
      <td className="px-3 py-2 font-mono">{entry.kind}</td>
      <td className="px-3 py-2">{sender}</td>
      <td className="px-3 py-2">
        <ImportOutcome entry={entry} />
      </td>
      <td className="px-3 py-2">
        {entry.refusedRows.length > 0 ? (
          <details>
            <summary className="cursor-pointer text-blue-700 underline">
              {t('integrations.refusedRows', { count: entry.refusedRows.length })}
            </summary>
            <ul className="mt-2 flex flex-col gap-1">
              {entry.refusedRows.map((row) => (
                <li key={`${row.line}:${row.code}`}>
                  {`${t('integrations.refusedRow', { line: row.line })}${row.key ? ` (${row.key})` : ''}: ${row.reason}`}{' '}
                  <span className="font-mono text-gray-600 text-xs">{row.code}</span>
                </li>
              ))}
            </ul>
            {entry.refused > entry.refusedRows.length ? (
              <p className="mt-1 text-gray-600">
                {t('integrations.refusedRowsCapped', { count: entry.refused })}
              </p>
            ) : null}
          </details>
        ) : null}
      </td>
    </tr>
  );
}

export default function Integrations({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { clients, webhook, imports, history } = loaderData;
  const errorOf = (field: Field) =>
    actionData?.error?.field === field ? actionData.error.message : undefined;
  const overlapChoices = webhookOverlapHours.map((hours) => ({
    value: String(hours),
    label: t('integrations.overlapChoice', { hours }),
  }));
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>{t('integrations.title')}</PageTitle>
      <p className="max-w-2xl text-gray-700">{t('integrations.intro')}</p>
      {actionData?.done ? <Notice tone="success">{actionData.done}</Notice> : null}
      {actionData?.error?.field === 'form' ? <Notice tone="error">{actionData.error.message}</Notice> : null}
      {actionData?.secret ? <ShownOnce secret={actionData.secret} /> : null}

      <TitledSection id="clients-title" title={t('integrations.clients')}>
        {clients.length === 0 ? (
          <p className="text-gray-700 text-sm">{t('integrations.noClients')}</p>
        ) : (
          <TableFrame>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('integrations.clients')}</caption>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.clientName')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.clientId')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.clientCreated')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.clientLastUsed')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.clientState')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {clients.map((entry) => (
                  <tr key={entry.id} className="border-gray-100 border-t">
                    <td className="px-3 py-2">{entry.name}</td>
                    <td className="px-3 py-2 font-mono">{entry.id}</td>
                    <td className="px-3 py-2">{figures.moment(entry.createdAt)}</td>
                    <td className="px-3 py-2">
                      {entry.lastUsedAt ? figures.moment(entry.lastUsedAt) : t('integrations.neverUsed')}
                    </td>
                    <td className="px-3 py-2">
                      {entry.revokedAt ? (
                        t('integrations.revokedOn', { moment: figures.moment(entry.revokedAt) })
                      ) : (
                        <Form method="post">
                          <input type="hidden" name="id" value={entry.id} />
                          <IntentButton intent="revoke-client" className={smallDangerButtonClass}>
                            {t('integrations.revoke', { name: entry.name })}
                          </IntentButton>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
        <Form method="post" className="flex max-w-xl items-end gap-2">
          <div className="flex-1">
            <FormField
              name="name"
              label={t('integrations.newClientName')}
              hint={t('integrations.newClientHint')}
              required
              maxLength={100}
              error={errorOf('name')}
            />
          </div>
          <IntentButton intent="create-client" className={compactPrimaryButtonClass}>
            {t('integrations.createClient')}
          </IntentButton>
        </Form>
      </TitledSection>

      <TitledSection id="webhook-title" title={t('integrations.webhook')}>
        <p className="text-gray-700 text-sm">
          {t(`integrations.webhookSource.${webhook.source}`)}
          {webhook.previousSecretUntil
            ? ` ${t('integrations.overlapUntil', { moment: figures.moment(webhook.previousSecretUntil) })}`
            : ''}
        </p>
        <Form method="post" className="flex max-w-2xl items-end gap-2">
          <div className="flex-1">
            <FormField
              name="url"
              type="url"
              label={t('integrations.webhookUrl')}
              hint={t('integrations.webhookUrlHint')}
              defaultValue={webhook.url ?? ''}
              required
              maxLength={2000}
              error={errorOf('url')}
            />
          </div>
          <IntentButton intent="save-webhook" className={compactPrimaryButtonClass}>
            {t('form.save')}
          </IntentButton>
        </Form>
        {webhook.url !== null ? (
          <>
            <Form method="post" className="flex max-w-2xl items-end gap-2">
              <fieldset className="flex flex-1 flex-col gap-1">
                <legend className="font-medium text-gray-900 text-sm">{t('integrations.rotate')}</legend>
                <SelectField
                  name="overlapHours"
                  label={t('integrations.overlap')}
                  hint={t('integrations.overlapHint')}
                  options={overlapChoices}
                  defaultValue="24"
                  error={errorOf('overlapHours')}
                />
              </fieldset>
              <IntentButton intent="rotate-secret" className={secondaryButtonClass}>
                {t('integrations.rotateButton')}
              </IntentButton>
            </Form>
            <Form method="post" className="flex flex-col gap-2">
              <p className="text-gray-700 text-sm">{t('integrations.testHint')}</p>
              <div>
                <IntentButton intent="test-webhook" className={secondaryButtonClass}>
                  {t('integrations.test')}
                </IntentButton>
              </div>
            </Form>
            {actionData?.test ? <TestOutcome test={actionData.test} /> : null}
          </>
        ) : null}
      </TitledSection>

      <TitledSection id="imports-title" title={t('integrations.imports')}>
        {imports.length === 0 ? (
          <p className="text-gray-700 text-sm">{t('integrations.noImports')}</p>
        ) : (
          <TableFrame>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('integrations.imports')}</caption>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.importAt')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.importKind')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.importSender')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.importOutcome')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('integrations.importRefusedRows')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {imports.map((entry) => (
                  <ImportRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </TitledSection>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
