import type { AdminPunchoutConnection, AdminPunchoutTest } from '@tradeshop/api-client';
import { Form, useNavigation } from 'react-router';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { primaryButtonClass } from '../ui/buttons';
import { FormField } from '../ui/FormField';
import { FactList } from './FactList';
import { TitledSection } from './TitledSection';

/** How the procurement system logs in: the OCI username, or the cXML sender's domain and identity. */
export const identityOf = (connection: AdminPunchoutConnection) =>
  connection.protocol === 'oci'
    ? (connection.ociUsername ?? '')
    : `${connection.cxmlDomain ?? ''} ${connection.cxmlIdentity ?? ''}`;

/** A password or shared secret the shop just made: shown here once, to be entered in the procurement system. */
export function PunchoutSecret({ protocol, secret }: { protocol: 'oci' | 'cxml'; secret: string }) {
  const { t } = useAdminTranslation();
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p className="font-semibold text-gray-900">
        {t(protocol === 'oci' ? 'punchout.passwordOnce' : 'punchout.secretOnce')}
      </p>
      <code className="select-all break-all rounded bg-white px-2 py-1 font-mono text-base text-gray-900">
        {secret}
      </code>
      <p className="text-gray-800">{t('punchout.onceHint')}</p>
    </div>
  );
}

/**
 * The test of a cXML connection: the shared secret (the shop keeps only its hash, so staff type it,
 * or it is filled in right after it was made) and the BrowserFormPost address on an allowed host.
 * Posts to the connection's page, which shows the answer.
 */
export function PunchoutTestForm({
  customerId,
  sharedSecret,
  browserFormPostUrl,
  errors = {},
}: {
  customerId: string;
  sharedSecret?: string;
  browserFormPostUrl: string;
  errors?: { sharedSecret?: string; browserFormPostUrl?: string };
}) {
  const { t } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  return (
    <TitledSection id="test-title" title={t('punchout.test')}>
      <p className="max-w-2xl text-gray-700 text-sm">{t('punchout.testIntro')}</p>
      <Form
        method="post"
        action={`/admin/punchout/${customerId}`}
        noValidate
        className="flex max-w-2xl flex-col gap-3"
      >
        <input type="hidden" name="intent" value="test" />
        <FormField
          name="sharedSecret"
          type="password"
          label={t('punchout.testSecret')}
          autoComplete="off"
          spellCheck={false}
          defaultValue={sharedSecret}
          required
          error={errors.sharedSecret}
        />
        <FormField
          name="browserFormPostUrl"
          type="url"
          label={t('punchout.testReturnUrl')}
          hint={t('punchout.testReturnUrlHint')}
          defaultValue={browserFormPostUrl}
          spellCheck={false}
          required
          error={errors.browserFormPostUrl}
        />
        <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
          {t('punchout.testRun')}
        </button>
      </Form>
    </TitledSection>
  );
}

/** What the shop's cXML setup answered the test, as the procurement system reads it, and both documents. */
export function PunchoutTestAnswer({ answer }: { answer: AdminPunchoutTest }) {
  const { t } = useAdminTranslation();
  const accepted = answer.status === 200;
  return (
    <section
      aria-labelledby="answer-title"
      className={`flex flex-col gap-3 rounded-md border p-4 ${accepted ? 'border-green-300' : 'border-red-300'}`}
    >
      <h2 id="answer-title" className="font-semibold text-gray-900 text-lg">
        {t('punchout.answer')}
      </h2>
      <p role={accepted ? 'status' : 'alert'} className={accepted ? 'text-green-800' : 'text-red-800'}>
        {t(accepted ? 'punchout.answerAccepted' : 'punchout.answerRefused')}
      </p>
      <FactList
        facts={[
          { label: t('punchout.answerStatus'), value: `${answer.status} ${answer.statusText}` },
          {
            label: t('punchout.answerStartPage'),
            value: answer.startPageUrl ? (
              <code className="break-all font-mono text-sm">{answer.startPageUrl}</code>
            ) : (
              '—'
            ),
          },
        ]}
      />
      {answer.startPageUrl ? <p className="text-gray-700 text-sm">{t('punchout.startPageHint')}</p> : null}
      <h3 className="font-semibold text-gray-900">{t('punchout.answerXml')}</h3>
      <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-all rounded bg-gray-50 p-3 font-mono text-xs">
        {answer.responseXml}
      </pre>
      <details>
        <summary className="cursor-pointer font-semibold text-gray-900">{t('punchout.requestXml')}</summary>
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-all rounded bg-gray-50 p-3 font-mono text-xs">
          {answer.requestXml}
        </pre>
      </details>
    </section>
  );
}
