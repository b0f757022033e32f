import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { homeBottom, useClearSpot } from './useClearSpot';

/** The panel loads when the launcher is first pointed at or focused. */
const LiveChatPanel = lazyComponent(() => import('./LiveChatPanel'));

function ChatIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
      <path d="M4 5h16v11H9l-5 4V5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The live chat launcher. Without a chat provider it opens a panel with the shop's contact options;
 * with LIVE_CHAT_SCRIPT_URL the root loads the provider's script instead (see LiveChatScript).
 * From 1024 px it floats 150 px from the right edge (storefront.md §9) and rises clear of any control
 * or price beneath it (hiding where nothing is clear); below 1024 px, where a floating button would
 * cover the page's counters and prices, it is `docked` in the footer instead.
 */
export function LiveChat({ docked = false }: { docked?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const spot = useClearSpot(launcher, docked || open);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <div
      ref={launcher}
      className={
        docked
          ? 'relative lg:hidden'
          : `fixed right-[150px] z-40 transition-[bottom] duration-200 max-lg:hidden print:hidden ${spot.hidden ? 'invisible' : ''}`
      }
      style={docked ? undefined : { bottom: homeBottom + spot.lift }}
      data-testid={docked ? 'live-chat-docked' : 'live-chat'}
    >
      {open ? (
        <Suspense fallback={null}>
          <LiveChatPanel
            id={panelId}
            onClose={close}
            className={docked ? 'bottom-14 left-0' : 'right-0 bottom-16'}
          />
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
        className={
          docked
            ? 'inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800'
            : 'flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800'
        }
      >
        <ChatIcon />
        <span className={docked ? undefined : 'sr-only'}>{t('shell.chatOpen')}</span>
      </button>
    </div>
  );
}

/**
 * A chat provider's own widget script, when LIVE_CHAT_SCRIPT_URL names one; the Content-Security-Policy
 * allows its origin.
 */
export function LiveChatScript({ src, nonce }: { src: string; nonce: string | undefined }) {
  return <script src={src} nonce={nonce} async />;
}
