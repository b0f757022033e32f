import { localizedPath, useTranslation } from '../../lib/i18n';
import { textLinkClass } from '../account/AuthPanel';
import { Notice } from '../ui/Notice';

/** What putting an order's or offer's lines into the cart came to: how many went in, which did not and why. */
export function LinesIntoCartOutcome({ added, refused }: { added: number; refused: string[] }) {
  const { t, language } = useTranslation();
  return (
    <Notice tone="error">
      {added > 0 && <p>{t('orders.reorderAdded', { count: added })}</p>}
      <ul className="list-disc pl-5">
        {refused.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {added > 0 && (
        <a href={localizedPath(language, '/checkout')} className={textLinkClass}>
          {t('orders.toCart')}
        </a>
      )}
    </Notice>
  );
}
