import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CostCenterAnswers } from '../../lib/cost-center-form';
import { type MessageKey, useTranslation } from '../../lib/i18n';
import { AccountSection } from '../account/AccountSection';
import { primaryButtonClass, secondaryButtonClass, smallDangerButtonClass } from '../ui/buttons';
import { CheckboxField } from '../ui/CheckboxField';
import { FormField } from '../ui/FormField';

type Errors = Record<string, string | undefined>;

/** One labelled input of a row; ids carry the list and index, since every row has the same names. */
function RowInput({
  list,
  index,
  field,
  name,
  label,
  value,
  error,
  type = 'text',
  required,
  maxLength,
  autoComplete = 'off',
}: {
  list: string;
  index: number;
  field: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  type?: string;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
}) {
  const id = `${list}-${index}-${field}`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`min-w-0 rounded-md border px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600 ${
          error ? 'border-red-700' : 'border-gray-300'
        }`}
      />
      {error && (
        <p id={`${id}-error`} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

function RowFrame({
  legend,
  removeIntent,
  removeLabel,
  children,
}: {
  legend: string;
  removeIntent: string;
  removeLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-gray-200 p-4">
      <legend className="px-1 font-medium text-gray-900 text-sm">{legend}</legend>
      {children}
      <div>
        <button
          type="submit"
          name="intent"
          value={removeIntent}
          formNoValidate
          className={smallDangerButtonClass}
          aria-label={removeLabel}
        >
          {t('costCenter.removeRow')}
        </button>
      </div>
    </fieldset>
  );
}

function ContactRows({ answers, errors }: { answers: CostCenterAnswers; errors: Errors }) {
  const { t } = useTranslation();
  if (answers.contacts.length === 0)
    return <p className="text-gray-700 text-sm">{t('costCenter.noContacts')}</p>;
  return (
    <ol className="flex flex-col gap-4">
      {answers.contacts.map((contact, index) => {
        const legend = t('costCenter.contactNumber', { number: index + 1 });
        const error = (field: string) => errors[`contacts.${index}.${field}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are posted and re-rendered by position
          <li key={index}>
            <RowFrame
              legend={legend}
              removeIntent={`removeContact:${index}`}
              removeLabel={t('costCenter.removeNamed', { name: contact.identifier || legend })}
            >
              <input type="hidden" name="contact.id" value={contact.id} />
              <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
                <RowInput
                  list="contact"
                  index={index}
                  field="identifier"
                  name="contact.identifier"
                  label={t('costCenter.contactIdentifier')}
                  value={contact.identifier}
                  error={error('identifier')}
                  required
                  maxLength={50}
                />
                <RowInput
                  list="contact"
                  index={index}
                  field="name"
                  name="contact.name"
                  label={t('costCenter.contactName')}
                  value={contact.name}
                  error={error('name')}
                  required
                  maxLength={100}
                />
                <RowInput
                  list="contact"
                  index={index}
                  field="email"
                  name="contact.email"
                  type="email"
                  label={t('costCenter.contactEmail')}
                  value={contact.email}
                  error={error('email')}
                  required
                  maxLength={200}
                />
              </div>
            </RowFrame>
          </li>
        );
      })}
    </ol>
  );
}

function ContractRows({ answers, errors }: { answers: CostCenterAnswers; errors: Errors }) {
  const { t } = useTranslation();
  if (answers.contracts.length === 0) {
    return <p className="text-gray-700 text-sm">{t('costCenter.noContracts')}</p>;
  }
  return (
    <ol className="flex flex-col gap-4">
      {answers.contracts.map((contract, index) => {
        const legend = t('costCenter.contractNumber', { number: index + 1 });
        const error = (field: string) => errors[`contracts.${index}.${field}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are posted and re-rendered by position
          <li key={index}>
            <RowFrame
              legend={legend}
              removeIntent={`removeContract:${index}`}
              removeLabel={t('costCenter.removeNamed', { name: contract.number || legend })}
            >
              <input type="hidden" name="contract.id" value={contract.id} />
              <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
                <RowInput
                  list="contract"
                  index={index}
                  field="number"
                  name="contract.number"
                  label={t('costCenter.contractNumberLabel')}
                  value={contract.number}
                  error={error('number')}
                  required
                  maxLength={50}
                />
                <RowInput
                  list="contract"
                  index={index}
                  field="description"
                  name="contract.description"
                  label={t('costCenter.contractDescription')}
                  value={contract.description}
                  error={error('description')}
                  maxLength={200}
                />
                <RowInput
                  list="contract"
                  index={index}
                  field="validFrom"
                  name="contract.validFrom"
                  type="date"
                  label={t('costCenter.validFrom')}
                  value={contract.validFrom}
                  error={error('validFrom')}
                />
                <RowInput
                  list="contract"
                  index={index}
                  field="validTo"
                  name="contract.validTo"
                  type="date"
                  label={t('costCenter.validTo')}
                  value={contract.validTo}
                  error={error('validTo')}
                />
              </div>
            </RowFrame>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A cost centre's fields with its rows of contacts and contracts. Adding and removing a row post
 * the form and show it again with the row added or gone (nothing is saved until "save"), so that
 * it works without JavaScript. A hidden copy of the save button comes first: Enter in a field saves.
 */
export function CostCenterForm({
  answers,
  errors,
  submitLabel,
}: {
  answers: CostCenterAnswers;
  errors: Errors;
  submitLabel: MessageKey;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  return (
    <Form method="post" noValidate key={JSON.stringify(answers)} className="flex flex-col gap-6">
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
        {t(submitLabel)}
      </button>
      <AccountSection title={t('costCenter.general')}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField
            name="code"
            label={t('costCenter.code')}
            required
            maxLength={30}
            autoComplete="off"
            defaultValue={answers.code}
            error={errors.code}
          />
          <FormField
            name="name"
            label={t('costCenter.name')}
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={answers.name}
            error={errors.name}
          />
        </div>
        <CheckboxField name="active" defaultChecked={answers.active}>
          {t('costCenter.activeLabel')}
        </CheckboxField>
      </AccountSection>
      <AccountSection title={t('costCenter.contacts')}>
        <p className="text-gray-700 text-sm">{t('costCenter.contactsIntro')}</p>
        <ContactRows answers={answers} errors={errors} />
        <div>
          <button
            type="submit"
            name="intent"
            value="addContact"
            formNoValidate
            className={secondaryButtonClass}
          >
            {t('costCenter.addContact')}
          </button>
        </div>
      </AccountSection>
      <AccountSection title={t('costCenter.contracts')}>
        <p className="text-gray-700 text-sm">{t('costCenter.contractsIntro')}</p>
        <ContractRows answers={answers} errors={errors} />
        <div>
          <button
            type="submit"
            name="intent"
            value="addContract"
            formNoValidate
            className={secondaryButtonClass}
          >
            {t('costCenter.addContract')}
          </button>
        </div>
      </AccountSection>
      <div>
        <button type="submit" name="intent" value="save" disabled={saving} className={primaryButtonClass}>
          {t(submitLabel)}
        </button>
      </div>
    </Form>
  );
}
