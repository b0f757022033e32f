import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { customerService, telHref } from '../../lib/regional-contacts';

/** The chat panel with the shop's contact options; takes the focus when it opens, Escape closes it. */
export default function LiveChatPanel({
  id,
  onClose,
  className,
}: {
  id: string;
  onClose: () => void;
  /** Where it opens, beside its launcher. */
  className: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className={`absolute w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-xl ${className}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="font-bold text-base text-gray-900">
          {t('shell.chatTitle')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('shell.chatClose')}
          className="-m-1 rounded p-1 text-lg leading-none text-gray-500 hover:text-gray-900"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="mt-1 text-gray-600">{t('shell.chatIntro')}</p>
      <ul className="mt-3 space-y-2">
        <li>
          <a
            href={telHref(customerService.phone)}
            className="block rounded-md border border-gray-200 px-3 py-2 hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="block font-semibold text-gray-900">{t('shell.chatCall')}</span>
            <span className="text-brand-700">{customerService.phone}</span>
          </a>
        </li>
        <li>
          <a
            href={`mailto:${customerService.email}`}
            className="block rounded-md border border-gray-200 px-3 py-2 hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="block font-semibold text-gray-900">{t('shell.chatMail')}</span>
            <span className="break-all text-brand-700">{customerService.email}</span>
          </a>
        </li>
      </ul>
      <p className="mt-3 text-gray-500 text-xs">{t('footer.openingHours')}</p>
    </div>
  );
}
