import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { sanitizeHtml } from '../../lib/sanitize-html';

export type NotificationType = 'error' | 'warn' | 'success';

const styleOfType: Record<NotificationType, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  warn: 'border-amber-300 bg-amber-50 text-amber-900',
  success: 'border-green-300 bg-green-50 text-green-900',
};

const floatingClass =
  'fixed inset-x-4 bottom-4 z-50 sm:inset-x-auto sm:top-24 sm:right-4 sm:bottom-auto sm:w-96';

/**
 * A message floating at the bottom of the screen (top right on wide screens); closes itself after a
 * while. `html` is a text with simple formatting, sanitized before it is shown. In the notifications
 * area (`floating` false) the area places it.
 */
export function Notification({
  type,
  title,
  text,
  html,
  onClose,
  closeAfterMs = 6_000,
  floating = true,
}: {
  type: NotificationType;
  title: string;
  text?: string;
  html?: string;
  onClose: () => void;
  closeAfterMs?: number;
  floating?: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onClose, closeAfterMs);
    return () => clearTimeout(timer);
  }, [onClose, closeAfterMs]);
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      data-testid={`notification-${type}`}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 shadow-lg ${floating ? floatingClass : 'w-full'} ${styleOfType[type]}`}
    >
      <div className="flex-1 text-sm">
        <p className="font-semibold">{title}</p>
        {text ? <p className="mt-0.5">{text}</p> : null}
        {html ? (
          <div
            className="mt-0.5 [&_a]:underline"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by an allow-list first
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
          />
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('cart.closeNotification')}
        className="-m-1 rounded p-1 text-lg leading-none opacity-70 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
