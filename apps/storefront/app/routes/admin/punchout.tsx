import { type AdminPunchoutConnection, StoreApiError } from '@tradeshop/api-client';
import { errorCodes, returnUrlOnAllowedHost, staffMay } from '@tradeshop/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { PageTitle } from '../../components/admin/PageTitle';
import { identityOf, PunchoutSecret, PunchoutTestForm } from '../../components/admin/PunchoutParts';
import { TitledSection } from '../../components/admin/TitledSection';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FieldGroup, FullRow } from '../../components/ui/FieldGroup';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { requirePermission } from '../../lib/admin/access.server';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { checkedNewConnection, type PunchoutFieldErrors } from '../../lib/admin/punchout';
import type { Route } from './+types/punchout';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'integrations.manage');
  const { data: connections } = await client.punchoutConnections();
  const companyId = url.searchParams.get('company');
  const shown = companyId
    ? connections.filter((connection) => connection.company.id === companyId)
    : connections;
  return {
    connections: shown,
    company: companyId
      ? (connections.find((connection) => connection.company.id === companyId)?.company ?? null)
      : null,
    filtered: companyId !== null,
    mayReadCompanies: staffMay(me.permissions, 'companies.read'),
  };
}

/**
 * Connects a shop user to their company's procurement system. The answer carries the secret the
 * shop made, which this page shows once and never again.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'integrations.manage');
  const t = adminTranslator(me.language);
  const refused = (errors: PunchoutFieldErrors, error: string | null, status: number) =>
    data({ errors, error, created: null }, { status });
  const checked = checkedNewConnection(await request.formData(), t);
  if (!checked.connection) return refused(checked.errors, t('punchout.newInvalid'), 400);
  try {
    const { data: created } = await client.createPunchoutConnection(checked.connection);
    return {
      errors: {},
      error: null,
      created: {
        ...created,
        browserFormPostUrl: returnUrlOnAllowedHost(created.connection.allowedHosts) ?? '',
      },
    };
  } catch (error) {
    if (!(error instanceof StoreApiError) || error.status >= 500 || error.status === 401) throw error;
    if (error.status === 400) return refused({ username: t('punchout.usernameUnknown') }, null, 400);
    const message =
      error.code === errorCodes.punchoutAlreadyConnected
        ? t('punchout.alreadyConnected')
        : error.code === errorCodes.punchoutCredentialsTaken
          ? t('punchout.credentialsTaken')
          : t('error.refused');
    return refused({}, message, error.status);
  }
}

export default function PunchoutConnections({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { connections, company, filtered, mayReadCompanies } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  const errors: PunchoutFieldErrors = actionData?.errors ?? {};
  const created = actionData?.created;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>{t('punchout.title')}</PageTitle>
      <p className="max-w-2xl text-gray-700">{t('punchout.intro')}</p>
      {filtered ? (
        <p className="text-sm">
          {company ? t('punchout.ofCompany', { company: company.name }) : t('punchout.noneOfCompany')}{' '}
          <Link to="/admin/punchout" className="font-semibold text-brand-700 underline">
            {t('punchout.showAll')}
          </Link>
        </p>
      ) : null}
      {created ? (
        <section
          aria-labelledby="created-title"
          className="flex flex-col gap-4 rounded-md border border-green-300 p-4"
        >
          <h2 id="created-title" className="font-semibold text-gray-900 text-lg">
            {t('punchout.createdFor', { user: created.connection.user.name })}
          </h2>
          <PunchoutSecret protocol={created.connection.protocol} secret={created.secret} />
          <Link
            to={`/admin/punchout/${created.connection.customerId}`}
            className="self-start font-semibold text-brand-700 underline"
          >
            {t('punchout.open')}
          </Link>
          {created.connection.protocol === 'cxml' ? (
            <PunchoutTestForm
              customerId={created.connection.customerId}
              sharedSecret={created.secret}
              browserFormPostUrl={created.browserFormPostUrl}
            />
          ) : null}
        </section>
      ) : null}
      {connections.length === 0 ? (
        <p className="text-gray-700 text-sm">{t('punchout.none')}</p>
      ) : (
        <DataGrid<AdminPunchoutConnection>
          caption={t('punchout.title')}
          rows={connections}
          rowKey={(connection) => connection.customerId}
          columns={[
            {
              id: 'company',
              header: t('punchout.company'),
              cell: ({ row }) =>
                mayReadCompanies ? (
                  <Link
                    to={`/admin/companies/${row.original.company.id}`}
                    className="text-brand-700 underline"
                  >
                    {row.original.company.name}
                  </Link>
                ) : (
                  row.original.company.name
                ),
            },
            {
              id: 'user',
              header: t('punchout.user'),
              cell: ({ row }) => (
                <Link
                  to={`/admin/punchout/${row.original.customerId}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {row.original.user.name} ({row.original.user.username})
                </Link>
              ),
            },
            {
              id: 'protocol',
              header: t('company.protocol'),
              cell: ({ row }) => row.original.protocol.toUpperCase(),
            },
            {
              id: 'identity',
              header: t('company.identity'),
              cell: ({ row }) => <span className="font-mono">{identityOf(row.original)}</span>,
            },
            {
              id: 'hosts',
              header: t('company.hosts'),
              cell: ({ row }) => row.original.allowedHosts.join(', '),
            },
            {
              id: 'created',
              header: t('punchout.created'),
              cell: ({ row }) => figures.moment(row.original.createdAt),
            },
            {
              id: 'last-use',
              header: t('punchout.lastUse'),
              cell: ({ row }) =>
                row.original.lastUsedAt ? figures.moment(row.original.lastUsedAt) : t('punchout.neverUsed'),
            },
          ]}
        />
      )}
      <TitledSection id="new-connection-title" title={t('punchout.new')}>
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        <Form method="post" noValidate className="flex max-w-3xl flex-col gap-6">
          <FieldGroup legend={t('punchout.whoAndHow')}>
            <FormField
              name="username"
              label={t('punchout.username')}
              hint={t('punchout.usernameHint')}
              autoCapitalize="none"
              spellCheck={false}
              required
              error={errors.username}
            />
            <SelectField
              name="protocol"
              label={t('company.protocol')}
              options={[
                { value: 'cxml', label: t('punchout.protocolCxml') },
                { value: 'oci', label: t('punchout.protocolOci') },
              ]}
            />
            <FullRow>
              <TextAreaField
                name="allowedHosts"
                label={t('company.hosts')}
                hint={t('punchout.hostsHint')}
                rows={3}
                spellCheck={false}
                required
                error={errors.allowedHosts}
                className="font-mono text-sm"
              />
            </FullRow>
          </FieldGroup>
          <FieldGroup legend={t('punchout.cxmlFields')}>
            <FormField
              name="cxmlDomain"
              label={t('punchout.cxmlDomain')}
              hint={t('punchout.cxmlDomainHint')}
              defaultValue="NetworkID"
              error={errors.cxmlDomain}
            />
            <FormField name="cxmlIdentity" label={t('punchout.cxmlIdentity')} error={errors.cxmlIdentity} />
          </FieldGroup>
          <FieldGroup legend={t('punchout.ociFields')}>
            <FormField
              name="ociUsername"
              label={t('punchout.ociUsername')}
              autoCapitalize="none"
              spellCheck={false}
              error={errors.ociUsername}
            />
            <SelectField
              name="ociLogin"
              label={t('punchout.ociLogin')}
              options={[
                { value: 'password', label: t('punchout.ociLoginPassword') },
                { value: 'one-time-id', label: t('punchout.ociLoginOneTimeId') },
              ]}
            />
          </FieldGroup>
          <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
            {t('punchout.create')}
          </button>
        </Form>
      </TitledSection>
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
