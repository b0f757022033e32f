import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';

/** The first step of registering: a new customer, someone who already has a login, or a new colleague. */
export function RegistrationChoice() {
  const { t, language } = useTranslation();
  const choices = [
    {
      to: `${localizedPath(language, '/register/company')}?step=check`,
      title: t('register.choice.newCustomer'),
      text: t('register.choice.newCustomerText'),
      primary: true,
    },
    {
      to: localizedPath(language, '/auth'),
      title: t('register.choice.login'),
      text: t('register.choice.loginText'),
      primary: false,
    },
    {
      to: localizedPath(language, '/register/customer'),
      title: t('register.choice.newUser'),
      text: t('register.choice.newUserText'),
      primary: false,
    },
  ];
  return (
    <ul className="grid gap-3">
      {choices.map((choice) => (
        <li key={choice.to}>
          <Link
            to={choice.to}
            className={`group flex items-center gap-4 rounded-lg border p-4 hover:border-brand-600 hover:bg-brand-50 ${
              choice.primary ? 'border-brand-600' : 'border-gray-200'
            }`}
          >
            <span className="flex flex-1 flex-col gap-1">
              <span className="font-semibold text-brand-800 group-hover:underline">{choice.title}</span>
              <span className="text-gray-700 text-sm">{choice.text}</span>
            </span>
            <span aria-hidden="true" className="text-brand-700 text-xl">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
