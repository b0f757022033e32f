import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/** Prints the page (the browser's dialog also saves it as a PDF); shown once scripts run. */
export function PrintPageButton() {
  const { t } = useTranslation();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  if (!scripted) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md border border-gray-300 bg-white px-3 py-1.5 font-medium text-gray-900 text-sm hover:bg-gray-50"
    >
      {t('checkout.print')}
    </button>
  );
}
