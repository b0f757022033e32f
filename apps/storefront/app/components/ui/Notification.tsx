import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';

export type NotificationType = 'error' | 'warn' | 'success';

const styleOfType: Record<NotificationType, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  warn: 'border-amber-300 bg-amber-50 text-amber-900',
  success: 'border-green-300 bg-green-50 text-green-900',
};

/** A message floating at the bottom of the screen (top right on wide screens); closes itself after a while. */
export function Notification({
  type,
  title,
  text,
  onClose,
  closeAfterMs = 6_000,
}: {
  type: NotificationType;
  title: string;
  text?: string;
  onClose: () => void;
  closeAfterMs?: number;
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
      className={`fixed inset-x-4 bottom-4 z-50 flex items-start gap-3 rounded-lg border px-4 py-3 shadow-lg sm:inset-x-auto sm:top-24 sm:right-4 sm:bottom-auto sm:w-96 ${styleOfType[type]}`}
    >
      <div className="flex-1 text-sm">
        <p className="font-semibold">{title}</p>
        {text ? <p className="mt-0.5">{text}</p> : null}
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
