import { Form } from 'react-router';
import { localizedPath, useFigures, useTranslation } from '../../lib/i18n';

/** A staff member's session as a customer: whom they act as, who they are, and when it ends (ISO 8601). */
export interface StaffLogin {
  customer: string;
  staff: string;
  endsAt: string;
}

/**
 * Says on every page that a staff member of the distributor is logged in as the customer, until
 * when, with the logout that ends it.
 */
export function LoggedInAsCustomerBanner({ login }: { login: StaffLogin }) {
  const { t, language } = useTranslation();
  // The shop's time, the same on the server and in the browser.
  const time = useFigures().timeOfDay(login.endsAt);
  return (
    <div role="status" className="bg-red-100 px-4 py-2 text-center text-red-950 text-sm">
      {t('loginAsCustomer.banner', { customer: login.customer, staff: login.staff, time })}{' '}
      <Form method="post" action={localizedPath(language, '/auth/logout')} className="inline">
        <button type="submit" className="font-semibold underline underline-offset-2">
          {t('loginAsCustomer.end')}
        </button>
      </Form>
    </div>
  );
}
