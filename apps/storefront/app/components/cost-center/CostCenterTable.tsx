import type { CostCenter } from '@tradeshop/api-client';
import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { ActiveBadge } from '../account/ActiveBadge';
import { textLinkClass } from '../account/AuthPanel';
import { smallDangerButtonClass, smallSecondaryButtonClass } from '../ui/buttons';

/** "KP-100 – Onderhoud Gent". */
const costCenterName = (center: CostCenter) => `${center.code} – ${center.name}`;

/** Edit and delete (which asks first, through `?delete=<id>`) of one cost centre. */
function CostCenterActions({ center, className }: { center: CostCenter; className: string }) {
  const { t, language } = useTranslation();
  const named = costCenterName(center);
  return (
    <div className={className}>
      <Link
        to={localizedPath(language, `/account/costcenter/details/${center.id}`)}
        className={smallSecondaryButtonClass}
        aria-label={t('costCenter.editNamed', { name: named })}
      >
        {t('costCenter.edit')}
      </Link>
      <Link
        to={`?delete=${center.id}`}
        className={smallDangerButtonClass}
        aria-label={t('costCenter.deleteNamed', { name: named })}
      >
        {t('costCenter.delete')}
      </Link>
    </div>
  );
}

/**
 * The company's cost centres: code, name, active, how many contacts and contracts, with edit and
 * delete. A table from the small breakpoint on; on a phone each cost centre is a card.
 */
export function CostCenterTable({ costCenters }: { costCenters: readonly CostCenter[] }) {
  const { t, language } = useTranslation();
  const details = (center: CostCenter) => localizedPath(language, `/account/costcenter/details/${center.id}`);
  return (
    <>
      <ul className="flex flex-col gap-3 sm:hidden">
        {costCenters.map((center) => (
          <li key={center.id} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold text-gray-900">
                <Link to={details(center)} className={textLinkClass}>
                  {costCenterName(center)}
                </Link>
              </h2>
              <ActiveBadge active={center.active} />
            </div>
            <p className="text-gray-700 text-sm">
              {t('costCenter.contactCount', { count: center.contacts.length })} ·{' '}
              {t('costCenter.contractCount', { count: center.contracts.length })}
            </p>
            <CostCenterActions center={center} className="flex flex-wrap gap-2" />
          </li>
        ))}
      </ul>
      <div className="hidden rounded-lg border border-gray-200 bg-white sm:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('costCenter.tableCaption')}</caption>
          <thead className="border-gray-200 border-b bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('costCenter.code')}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('costCenter.name')}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('costCenter.status')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('costCenter.contacts')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('costCenter.contracts')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                <span className="sr-only">{t('costCenter.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {costCenters.map((center) => (
              <tr key={center.id} className="hover:bg-gray-50">
                <td className="whitespace-nowrap px-3 py-2">
                  <Link to={details(center)} className={textLinkClass}>
                    {center.code}
                  </Link>
                </td>
                <td className="px-3 py-2 text-gray-900">{center.name}</td>
                <td className="px-3 py-2">
                  <ActiveBadge active={center.active} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{center.contacts.length}</td>
                <td className="px-3 py-2 text-right tabular-nums">{center.contracts.length}</td>
                <td className="px-3 py-2">
                  <CostCenterActions center={center} className="flex flex-wrap justify-end gap-2" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
