import type { ReactNode } from 'react';
import { ErrorPage } from '../components/layout/ErrorPage';
import { requireCustomer } from '../lib/account.server';
import { translator, useTranslation } from '../lib/i18n';
import { metaTags } from '../lib/route-meta';
import { storeApiContext } from '../lib/store-api.server';
import type { Route } from './+types/account-dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const { language, shop } = context.get(storeApiContext);
  return {
    contact: {
      firstName: customer.firstName,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: customer.phone,
    },
    company: {
      number: customer.company.number,
      name: customer.company.name,
      vatNumber: customer.company.vatNumber,
    },
    meta: { title: `${translator(language.code)('dashboard.title')} | ${shop.name}`, noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** A titled card of label–value pairs. */
function FactsCard({ title, facts }: { title: string; facts: [label: string, value: ReactNode][] }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="mb-4 font-semibold text-gray-900 text-lg">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { contact, company } = loaderData;
  const notGiven = <span className="text-gray-500">{t('dashboard.notGiven')}</span>;
  return (
    <>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('dashboard.title')}</h1>
      <p className="mb-6 text-gray-700">{t('dashboard.welcome', { name: contact.firstName })}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <FactsCard
          title={t('dashboard.contact')}
          facts={[
            [t('dashboard.name'), contact.name],
            [t('dashboard.email'), contact.email],
            [t('dashboard.phone'), contact.phone ?? notGiven],
          ]}
        />
        <FactsCard
          title={t('dashboard.company')}
          facts={[
            [t('dashboard.companyNumber'), company.number],
            [t('dashboard.companyName'), company.name],
            [t('dashboard.vatNumber'), company.vatNumber ?? notGiven],
          ]}
        />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
