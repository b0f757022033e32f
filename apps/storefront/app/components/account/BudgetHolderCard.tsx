import { Form, Link, useNavigation } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { dangerButtonClass, secondaryButtonClass } from '../ui/buttons';
import { ActiveBadge } from './ActiveBadge';
import { textLinkClass } from './AuthPanel';
import { FactList } from './FactList';

/**
 * A flow or an order reference in its list: name, active or not, its facts (budget, approval,
 * people) and the actions edit, activate or deactivate, and delete (which asks first, through
 * `?delete=<id>`). The toggle posts `intent=toggle` with the id in `idField`. A user who may change
 * only its budget or its approval (`manageable` false) gets the edit action alone.
 */
export function BudgetHolderCard({
  id,
  name,
  active,
  detailsPath,
  idField,
  facts,
  manageable,
}: {
  id: string;
  name: string;
  active: boolean;
  detailsPath: string;
  idField: string;
  facts: [label: string, value: string][];
  manageable: boolean;
}) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const toggling = navigation.state === 'submitting' && navigation.formData?.get(idField) === id;
  const details = localizedPath(language, detailsPath);
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-semibold text-gray-900 text-lg">
          <Link to={details} className={textLinkClass}>
            {name}
          </Link>
        </h2>
        <ActiveBadge active={active} />
      </div>
      <FactList facts={facts} className="sm:grid-cols-2 lg:grid-cols-3" />
      <div className="flex flex-wrap items-center gap-3">
        <Link to={details} className={secondaryButtonClass} aria-label={t('flows.editNamed', { name })}>
          {t('flows.edit')}
        </Link>
        {manageable && (
          <>
            <Form method="post">
              <input type="hidden" name={idField} value={id} />
              <button
                type="submit"
                name="intent"
                value="toggle"
                disabled={toggling}
                className={secondaryButtonClass}
                aria-label={t(active ? 'flows.deactivateNamed' : 'flows.activateNamed', { name })}
              >
                {active ? t('flows.deactivate') : t('flows.activate')}
              </button>
            </Form>
            <Link
              to={`?delete=${id}`}
              aria-label={t('flows.deleteNamed', { name })}
              className={dangerButtonClass}
            >
              {t('flows.delete')}
            </Link>
          </>
        )}
      </div>
    </li>
  );
}
