import type { AuditEntry } from '@tradeshop/api-client';
import { type AdminMessageKey, useAdminTranslation } from '../../lib/admin/i18n';

const shownValue = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** Audit entries, newest first: when, who (and for whom), what and each field's before → after. */
export function AuditEntries({
  entries,
  showObject = false,
}: {
  entries: AuditEntry[];
  showObject?: boolean;
}) {
  const { t, figures } = useAdminTranslation();
  // An act the catalogue has no words for (a new module's) shows as the log keeps it.
  const actionInWords = (action: string) => {
    const key = `action.${action}` as AdminMessageKey;
    const words = t(key);
    return words === key ? action : words;
  };
  return (
    <ol className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-gray-200 bg-white px-3 py-2 text-sm">
          <p>
            <time dateTime={entry.at} className="text-gray-600">
              {figures.moment(entry.at)}
            </time>{' '}
            <span className="font-medium text-gray-900">
              {entry.actor.onBehalfOf
                ? t('history.staffAsCustomer', {
                    staff: entry.actor.name,
                    customer: entry.actor.onBehalfOf.name,
                  })
                : entry.actor.name}
            </span>{' '}
            <span className="text-gray-800">{actionInWords(entry.action)}</span>
            {showObject ? (
              <span className="text-gray-600">
                {' '}
                · {entry.objectType} <span className="font-mono">{entry.objectId}</span>
              </span>
            ) : null}
            {entry.actor.clientAddress ? (
              <span className="text-gray-600"> · {entry.actor.clientAddress}</span>
            ) : null}
          </p>
          {Object.keys(entry.changes).length > 0 ? (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-gray-700">
              {Object.entries(entry.changes).map(([field, [before, after]]) => (
                <div key={field} className="contents">
                  <dt className="font-mono">{field}</dt>
                  <dd>
                    {shownValue(before)} → {shownValue(after)}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** An object's history from the audit log, on its page. */
export function ObjectHistory({ entries }: { entries: AuditEntry[] }) {
  const { t } = useAdminTranslation();
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="font-semibold text-gray-900 text-lg">
        {t('history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-gray-700 text-sm">{t('history.none')}</p>
      ) : (
        <AuditEntries entries={entries} />
      )}
    </section>
  );
}
