import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';

/** The panel loads when the launcher is first pointed at or focused. */
const LiveChatPanel = lazyComponent(() => import('./LiveChatPanel'));

/**
 * The live chat launcher, 150 px from the right edge (storefront.md §9) so that it does not cover the
 * page's own buttons. Without a chat provider it opens a panel with the shop's contact options; with
 * LIVE_CHAT_SCRIPT_URL the root loads the provider's script instead (see LiveChatScript).
 */
export function LiveChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <div className="fixed right-[150px] bottom-4 z-40 print:hidden" data-testid="live-chat">
      {open ? (
        <Suspense fallback={null}>
          <LiveChatPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
        onPointerEnter={LiveChatPanel.preload}
        onFocus={LiveChatPanel.preload}
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
