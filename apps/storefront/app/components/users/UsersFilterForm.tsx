import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { useFigures, useTranslation } from '../../lib/i18n';
import { budgetSliderMax, type UserListFilters } from '../../lib/user-list-query';
import { compactPrimaryButtonClass } from '../ui/buttons';
import { FormField } from '../ui/FormField';
import { SelectField } from '../ui/SelectField';

/** Quiet time after the last change before the list follows the filters (spec §9). */
const debounceMs = 500;

/** A labelled 0 to 10,000 euro slider that shows its value. */
function BudgetSlider({ name, label, value }: { name: string; label: string; value: number }) {
  const figures = useFigures();
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  const id = `field-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex justify-between gap-2 font-medium text-gray-900 text-sm">
        {label}
        <output htmlFor={id} className="font-normal text-gray-700 tabular-nums">
          {figures.netPrice(shown)}
        </output>
      </label>
      <input
        id={id}
        name={name}
        type="range"
        min={0}
        max={budgetSliderMax}
        step={100}
        defaultValue={value}
        onInput={(event) => setShown(Number(event.currentTarget.value))}
        className="w-full accent-brand-700"
      />
    </div>
  );
}

/**
 * The filters of the users list as a GET form: it works without JavaScript through its button;
 * with JavaScript the list follows every change 500 ms after the last one.
 */
export function UsersFilterForm({ filters }: { filters: UserListFilters }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const followChanges = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
    }, debounceMs);
  };
  const moreFiltersSet = Boolean(
    filters.firstName ||
      filters.lastName ||
      filters.username ||
      filters.budgetMin > 0 ||
      filters.budgetMax < budgetSliderMax ||
      filters.budgetRemainingMin > 0 ||
      filters.budgetRemainingMax < budgetSliderMax,
  );
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label={t('users.filters')}
      onChange={followChanges}
      className="mb-6 flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
    >
      <input type="hidden" name="field" value={filters.field} />
      <input type="hidden" name="order" value={filters.order} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <FormField
          name="search"
          type="search"
          label={t('users.search')}
          defaultValue={filters.search}
          hint={t('users.searchHint')}
        />
        <SelectField
          name="leadBuyer"
          label={t('users.leadBuyer')}
          defaultValue={filters.leadBuyer}
          options={[
            { value: '', label: t('users.all') },
            { value: 'yes', label: t('users.yes') },
            { value: 'no', label: t('users.no') },
          ]}
        />
        <SelectField
          name="type"
          label={t('users.status')}
          defaultValue={filters.type}
          options={[
            { value: '', label: t('users.all') },
            { value: 'active', label: t('users.active') },
            { value: 'inactive', label: t('users.inactive') },
          ]}
        />
      </div>
      <details open={moreFiltersSet} className="group">
        <summary className="cursor-pointer font-medium text-brand-700 text-sm">
          {t('users.moreFilters')}
        </summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <FormField name="firstName" label={t('users.firstName')} defaultValue={filters.firstName} />
          <FormField name="lastName" label={t('users.lastName')} defaultValue={filters.lastName} />
          <FormField name="username" label={t('users.username')} defaultValue={filters.username} />
        </div>
        <div className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
          <BudgetSlider name="budgetMin" label={t('users.budgetFrom')} value={filters.budgetMin} />
          <BudgetSlider name="budgetMax" label={t('users.budgetTo')} value={filters.budgetMax} />
          <BudgetSlider
            name="budgetRemainingMin"
            label={t('users.remainingFrom')}
            value={filters.budgetRemainingMin}
          />
          <BudgetSlider
            name="budgetRemainingMax"
            label={t('users.remainingTo')}
            value={filters.budgetRemainingMax}
          />
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={compactPrimaryButtonClass}>
          {t('users.applyFilters')}
        </button>
        <Link to={pathname} className="font-medium text-brand-700 text-sm underline-offset-2 hover:underline">
          {t('users.resetFilters')}
        </Link>
      </div>
    </Form>
  );
}
