import type { CartExternalContact, ExternalContactGroup } from '@tradeshop/api-client';
import { useEffect, useId, useMemo, useState } from 'react';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { costCenterCodeMessage } from '../../lib/cost-center-form';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { primaryButtonClass, secondaryButtonClass } from '../ui/buttons';

const selectClass =
  'w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600';

const contactLabel = (contact: ExternalContactGroup['contacts'][number]) =>
  `${contact.name} (${contact.identifier}) – ${contact.email}`;
const contractLabel = (contract: { number: string; description: string }) =>
  contract.description ? `${contract.number} – ${contract.description}` : contract.number;
const groupLabel = (group: Pick<ExternalContactGroup, 'code' | 'name'>) => `${group.code} – ${group.name}`;

/** Whether a contact or its cost centre matches a search (identifier, name, e-mail; code, name). */
function matches(
  group: ExternalContactGroup,
  contact: ExternalContactGroup['contacts'][number],
  term: string,
) {
  const search = term.trim().toLowerCase();
  if (!search) return true;
  return [group.code, group.name, contact.identifier, contact.name, contact.email].some((value) =>
    value.toLowerCase().includes(search),
  );
}

/**
 * The cart's cost centre: which external contact (and optionally which contract of that cost
 * centre, valid today) the order is charged to. A form of its own that posts to the resource route
 * `/checkout/cost-center` (intents `assign` and `dismiss`), which redirects back to the checkout —
 * so place it outside the checkout's order form. Without JavaScript the selects show every contact
 * and contract grouped by cost centre; with it, a search narrows the contacts and the contract
 * select offers only the chosen contact's cost centre's contracts. A refusal comes back as
 * `?costCenterError=<code>` and is shown here in the user's language.
 */
export function CostCenterChoice({
  choice,
  contacts,
}: {
  choice: CartExternalContact;
  contacts: readonly ExternalContactGroup[];
}) {
  const { t, language } = useTranslation();
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('costCenterError');
  const navigation = useNavigation();
  const action = localizedPath(language, '/checkout/cost-center');
  const submitting = navigation.state !== 'idle' && navigation.formAction === action;
  const headingId = useId();
  const ids = { search: useId(), contact: useId(), contract: useId(), error: useId() };

  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [term, setTerm] = useState('');
  const [contactId, setContactId] = useState(choice?.contact.id ?? '');
  const [contractId, setContractId] = useState(choice?.contract?.id ?? '');
  useEffect(() => {
    setContactId(choice?.contact.id ?? '');
    setContractId(choice?.contract?.id ?? '');
  }, [choice?.contact.id, choice?.contract?.id]);

  const chosenGroup = contacts.find((group) => group.contacts.some((contact) => contact.id === contactId));
  const shownGroups = useMemo(
    () =>
      contacts
        .map((group) => ({
          ...group,
          contacts: group.contacts.filter(
            (contact) => contact.id === contactId || matches(group, contact, term),
          ),
        }))
        .filter((group) => group.contacts.length > 0),
    [contacts, term, contactId],
  );
  // With JavaScript only the chosen cost centre's contracts; without, all of them by cost centre.
  const contractGroups = hydrated ? (chosenGroup ? [chosenGroup] : []) : contacts;
  const hasContracts = contractGroups.some((group) => group.contracts.length > 0);

  return (
    <section
      id="cost-center"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
    >
      <h2 id={headingId} className="font-semibold text-gray-900">
        {t('checkout.costCenter.title')}
      </h2>
      {choice ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-gray-600">{t('checkout.costCenter.costCenter')}</dt>
          <dd className="font-medium text-gray-900">{groupLabel(choice.costCenter)}</dd>
          <dt className="text-gray-600">{t('checkout.costCenter.contact')}</dt>
          <dd className="font-medium text-gray-900">{contactLabel(choice.contact)}</dd>
          <dt className="text-gray-600">{t('checkout.costCenter.contract')}</dt>
          <dd className="font-medium text-gray-900">
            {choice.contract ? contractLabel(choice.contract) : t('checkout.costCenter.noContract')}
          </dd>
        </dl>
      ) : (
        <p className="text-gray-700 text-sm">{t('checkout.costCenter.none')}</p>
      )}
      {errorCode && (
        <p
          id={ids.error}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800 text-sm"
        >
          {costCenterCodeMessage(errorCode, t)}
        </p>
      )}
      {contacts.length === 0 && !choice ? (
        <p className="text-gray-700 text-sm">{t('checkout.costCenter.noneAvailable')}</p>
      ) : (
        <Form method="post" action={action} className="flex flex-col gap-3">
          {hydrated && (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.search} className="font-medium text-gray-900 text-sm">
                {t('checkout.costCenter.search')}
              </label>
              <input
                id={ids.search}
                type="search"
                value={term}
                onChange={(event) => setTerm(event.target.value)}
                autoComplete="off"
                className={selectClass}
              />
            </div>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.contact} className="font-medium text-gray-900 text-sm">
              {t('checkout.costCenter.contact')}
            </label>
            <select
              id={ids.contact}
              name="externalContactId"
              value={contactId}
              onChange={(event) => {
                setContactId(event.target.value);
                setContractId('');
              }}
              aria-describedby={errorCode ? ids.error : undefined}
              className={selectClass}
            >
              <option value="">{t('checkout.costCenter.chooseContact')}</option>
              {shownGroups.map((group) => (
                <optgroup key={group.id} label={groupLabel(group)}>
                  {group.contacts.map((contact) => (
                    <option key={contact.id} value={contact.id}>
                      {contactLabel(contact)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          {(hasContracts || !hydrated) && (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.contract} className="font-medium text-gray-900 text-sm">
                {t('checkout.costCenter.contractOptional')}
              </label>
              <select
                id={ids.contract}
                name="contractId"
                value={contractId}
                onChange={(event) => setContractId(event.target.value)}
                className={selectClass}
              >
                <option value="">{t('checkout.costCenter.noContract')}</option>
                {contractGroups
                  .filter((group) => group.contracts.length > 0)
                  .map((group) => (
                    <optgroup key={group.id} label={groupLabel(group)}>
                      {group.contracts.map((contract) => (
                        <option key={contract.id} value={contract.id}>
                          {contractLabel(contract)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
              </select>
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="assign"
              disabled={submitting || (hydrated && !contactId)}
              className={primaryButtonClass}
            >
              {t('checkout.costCenter.apply')}
            </button>
            {choice && (
              <button
                type="submit"
                name="intent"
                value="dismiss"
                formNoValidate
                disabled={submitting}
                className={secondaryButtonClass}
              >
                {t('checkout.costCenter.remove')}
              </button>
            )}
          </div>
        </Form>
      )}
    </section>
  );
}
