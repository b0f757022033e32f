import {
  type AdminApiClient,
  type AdminPunchoutTest,
  adminPunchoutTestRequest,
  StoreApiError,
} from '@tradeshop/api-client';
import { errorCodes, returnUrlOnAllowedHost, staffMay } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { FactList } from '../../components/admin/FactList';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import {
  identityOf,
  PunchoutSecret,
  PunchoutTestAnswer,
  PunchoutTestForm,
} from '../../components/admin/PunchoutParts';
import { TitledSection } from '../../components/admin/TitledSection';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { Notice } from '../../components/ui/Notice';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { type AdminTranslate, adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { checkedHosts } from '../../lib/admin/punchout';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/punchout-connection';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'integrations.manage');
  const [{ data: connection }, history] = await Promise.all([
    client.punchoutConnection(params.id),
    objectHistory(client, me, 'punchout-connection', params.id),
  ]);
  return {
    connection,
    history,
    browserFormPostUrl: returnUrlOnAllowedHost(connection.allowedHosts) ?? '',
    mayReadCompanies: staffMay(me.permissions, 'companies.read'),
  };
}

interface Outcome {
  done: string | null;
  error: string | null;
  hostsError?: string;
  confirmError?: { intent: 'secret' | 'delete'; message: string };
  testErrors?: { sharedSecret?: string; browserFormPostUrl?: string };
  secret?: string;
  answer?: AdminPunchoutTest;
}

const outcome = (fields: Partial<Outcome>, status = 200) =>
  data<Outcome>({ done: null, error: null, ...fields }, { status });

/** The test setup request, its input checked here first so that a slip is said in the member's words. */
async function testSetup(form: FormData, customerId: string, t: AdminTranslate, client: AdminApiClient) {
  const test = adminPunchoutTestRequest.safeParse({
    sharedSecret: form.get('sharedSecret'),
    browserFormPostUrl: String(form.get('browserFormPostUrl') ?? '').trim(),
  });
  if (!test.success) {
    const fields = new Set(test.error.issues.map((issue) => issue.path[0]));
    return outcome(
      {
        testErrors: {
          ...(fields.has('sharedSecret') ? { sharedSecret: t('punchout.testSecretNeeded') } : {}),
          ...(fields.has('browserFormPostUrl')
            ? { browserFormPostUrl: t('punchout.testReturnUrlInvalid') }
            : {}),
        },
      },
      400,
    );
  }
  const { data: answer } = await client.testPunchoutSetup(customerId, test.data);
  return outcome({ answer });
}

/** Changes the allowed hosts, renews the secret, deletes the connection, or runs the test setup request. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'integrations.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  try {
    switch (intent) {
      case 'hosts': {
        const checked = checkedHosts(String(form.get('allowedHosts') ?? ''), t);
        if (!checked.hosts) return outcome({ hostsError: checked.problem }, 400);
        await client.changePunchoutHosts(params.id, checked.hosts);
        return outcome({ done: t('punchout.hostsSaved') });
      }
      case 'secret':
      case 'delete': {
        if (!form.has('confirm'))
          return outcome(
            {
              confirmError: {
                intent,
                message: t(
                  intent === 'secret' ? 'punchout.renewConfirmNeeded' : 'punchout.deleteConfirmNeeded',
                ),
              },
            },
            400,
          );
        if (intent === 'delete') {
          await client.deletePunchoutConnection(params.id);
          return redirect('/admin/punchout');
        }
        const { data: renewed } = await client.rotatePunchoutSecret(params.id);
        return outcome({ done: t('punchout.renewed'), secret: renewed.secret });
      }
      case 'test':
        return await testSetup(form, params.id, t, client);
      default:
        return outcome({}, 400);
    }
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 400 && intent === 'hosts')
      return outcome({ hostsError: t('punchout.hostsInvalid') }, 400);
    const refusal = refusalOf(error, t, {
      [errorCodes.punchoutNotConnected]: 'punchout.notConnected',
      [errorCodes.punchoutTestNeedsCxml]: 'punchout.testNeedsCxml',
      [errorCodes.loginThrottled]: 'punchout.testThrottled',
    });
    return outcome({ error: refusal.message }, refusal.status);
  }
}

function ConfirmedButton({
  intent,
  label,
  confirm,
  error,
  danger = false,
}: {
  intent: 'secret' | 'delete';
  label: string;
  confirm: string;
  error?: string | undefined;
  danger?: boolean;
}) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      <CheckboxField name="confirm" error={error}>
        {confirm}
      </CheckboxField>
      <button
        type="submit"
        disabled={submitting}
        className={`self-start ${danger ? dangerButtonClass : secondaryButtonClass}`}
      >
        {label}
      </button>
    </Form>
  );
}

export default function PunchoutConnection({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { connection, history, browserFormPostUrl, mayReadCompanies } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  const confirmError = (intent: 'secret' | 'delete') =>
    actionData?.confirmError?.intent === intent ? actionData.confirmError.message : undefined;
  // The catalogue call as SAP SRM makes it, the password left for staff to put in.
  const ociTry = `${connection.entryUrl}?USERNAME=${encodeURIComponent(connection.ociUsername ?? '')}&PASSWORD=<…>&HOOK_URL=${encodeURIComponent(browserFormPostUrl)}`;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>
        {t('punchout.connectionOf', { user: connection.user.name })}{' '}
        <span className="font-normal text-gray-600">{connection.protocol.toUpperCase()}</span>
      </PageTitle>
      <Link to="/admin/punchout" className="self-start text-brand-700 underline">
        {t('punchout.backToList')}
      </Link>
      {actionData?.done ? <Notice tone="success">{actionData.done}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {actionData?.secret ? (
        <PunchoutSecret protocol={connection.protocol} secret={actionData.secret} />
      ) : null}
      {actionData?.answer ? <PunchoutTestAnswer answer={actionData.answer} /> : null}
      <FactList
        facts={[
          {
            label: t('punchout.company'),
            value: mayReadCompanies ? (
              <Link to={`/admin/companies/${connection.company.id}`} className="text-brand-700 underline">
                {connection.company.name}
              </Link>
            ) : (
              connection.company.name
            ),
          },
          {
            label: t('punchout.user'),
            value: `${connection.user.name} (${connection.user.username}, ${connection.user.email})`,
          },
          { label: t('company.protocol'), value: connection.protocol.toUpperCase() },
          {
            label: t('company.identity'),
            value: <span className="font-mono">{identityOf(connection)}</span>,
          },
          ...(connection.protocol === 'oci'
            ? [
                {
                  label: t('punchout.ociLogin'),
                  value: t(
                    connection.ociLogin === 'one-time-id'
                      ? 'punchout.ociLoginOneTimeId'
                      : 'punchout.ociLoginPassword',
                  ),
                },
              ]
            : []),
          { label: t('punchout.entryUrl'), value: <code className="break-all">{connection.entryUrl}</code> },
          { label: t('punchout.created'), value: figures.moment(connection.createdAt) },
          {
            label: t('punchout.lastUse'),
            value: connection.lastUsedAt ? figures.moment(connection.lastUsedAt) : t('punchout.neverUsed'),
          },
        ]}
      />
      <TitledSection id="hosts-title" title={t('punchout.hostsTitle')}>
        <Form
          key={connection.allowedHosts.join(' ')}
          method="post"
          noValidate
          className="flex max-w-2xl flex-col gap-3"
        >
          <input type="hidden" name="intent" value="hosts" />
          <TextAreaField
            name="allowedHosts"
            label={t('company.hosts')}
            hint={t('punchout.hostsHint')}
            defaultValue={connection.allowedHosts.join('\n')}
            rows={4}
            spellCheck={false}
            required
            error={actionData?.hostsError}
            className="font-mono text-sm"
          />
          <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
            {t('punchout.hostsSave')}
          </button>
        </Form>
      </TitledSection>
      {connection.protocol === 'cxml' ? (
        <PunchoutTestForm
          customerId={connection.customerId}
          sharedSecret={actionData?.secret}
          browserFormPostUrl={browserFormPostUrl}
          errors={actionData?.testErrors}
        />
      ) : (
        <TitledSection id="oci-try-title" title={t('punchout.ociTry')}>
          <p className="max-w-2xl text-gray-700 text-sm">
            {t(connection.ociLogin === 'one-time-id' ? 'punchout.ociTryOneTimeId' : 'punchout.ociTryIntro')}
          </p>
          <FactList
            facts={[
              { label: 'URL', value: <code className="break-all">{connection.entryUrl}</code> },
              { label: 'USERNAME', value: <code>{connection.ociUsername}</code> },
              { label: 'PASSWORD', value: t('punchout.ociTryPassword') },
              { label: 'HOOK_URL', value: <code className="break-all">{browserFormPostUrl}</code> },
            ]}
          />
          <pre className="overflow-auto whitespace-pre-wrap break-all rounded bg-gray-50 p-3 font-mono text-xs">
            {ociTry}
          </pre>
        </TitledSection>
      )}
      <TitledSection id="secret-title" title={t('punchout.renew')}>
        <p className="max-w-2xl text-gray-700 text-sm">{t('punchout.renewIntro')}</p>
        <ConfirmedButton
          intent="secret"
          label={t('punchout.renew')}
          confirm={t('punchout.renewConfirm')}
          error={confirmError('secret')}
        />
      </TitledSection>
      <TitledSection id="delete-title" title={t('punchout.delete')}>
        <ConfirmedButton
          intent="delete"
          label={t('punchout.delete')}
          confirm={t('punchout.deleteConfirm')}
          error={confirmError('delete')}
          danger
        />
      </TitledSection>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
