import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { customerService, telHref } from '../../lib/regional-contacts';

/**
 * The live chat launcher, 150 px from the right edge (storefront.md §9) so that it does not cover the
 * page's own buttons. Without a chat provider it opens a panel with the shop's contact options; with
 * LIVE_CHAT_SCRIPT_URL the root loads the provider's script instead (see LiveChatScript).
 */
export function LiveChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="fixed right-[150px] bottom-4 z-40 print:hidden" data-testid="live-chat">
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="absolute right-0 bottom-16 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-xl max-sm:right-[-134px]"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="font-bold text-base text-gray-900">
              {t('shell.chatTitle')}
            </h2>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                button.current?.focus();
              }}
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
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
        className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        <span className="sr-only">{t('shell.chatOpen')}</span>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
          <path d="M4 5h16v11H9l-5 4V5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}

/** A chat provider's own widget script, when LIVE_CHAT_SCRIPT_URL names one. */
export function LiveChatScript({ src }: { src: string }) {
  return <script src={src} async />;
}
