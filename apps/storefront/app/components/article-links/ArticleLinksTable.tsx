import type { ArticleLink } from '@tradeshop/api-client';
import { Link } from 'react-router';
import { articleLinkPath } from '../../lib/article-links';
import { useTranslation } from '../../lib/i18n';
import { SelectAllHeader } from '../account/SelectAllHeader';
import { useSelection } from '../account/useSelection';
import { TableFrame } from '../ui/TableFrame';

/**
 * The company's article links, one row each: the own number (leading to its edit page), our
 * article number and the description, with a checkbox for the bulk delete of `formId`.
 */
export function ArticleLinksTable({
  links,
  formId,
  selected,
}: {
  links: ArticleLink[];
  formId: string;
  selected: string[];
}) {
  const { t, language } = useTranslation();
  const { isChecked, allChecked, toggle, toggleAll } = useSelection(
    links.map((link) => link.id),
    selected,
  );
  return (
    <TableFrame>
      <table className="w-full min-w-[560px] text-sm" data-testid="article-links">
        <caption className="sr-only">{t('articleLinks.tableCaption')}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
          <tr>
            <SelectAllHeader label={t('articleLinks.selectAll')} checked={allChecked} onToggle={toggleAll} />
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('product.customerSku')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('product.articleNumber')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('articleLinks.description')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {links.map((link) => (
            <tr key={link.id} className="hover:bg-gray-50" data-testid="article-link-row">
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  form={formId}
                  name="linkId"
                  value={link.id}
                  checked={isChecked(link.id)}
                  onChange={(event) => toggle(link.id, event.target.checked)}
                  aria-label={t('articleLinks.select', { sku: link.customerSku })}
                  className="size-4 accent-brand-700"
                />
              </td>
              <td className="px-3 py-2">
                <Link
                  to={articleLinkPath(language, link)}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {link.customerSku}
                </Link>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-gray-800 tabular-nums">{link.productNumber}</td>
              <td className="px-3 py-2 text-gray-800">{link.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
