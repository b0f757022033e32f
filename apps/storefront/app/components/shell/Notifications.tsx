import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Notification, type NotificationType } from '../ui/Notification';

/** A message for the notifications area: a title and optionally a text with simple HTML. */
export interface ShopNotification {
  type: NotificationType;
  title: string;
  /** Shown as HTML after sanitizing (storefront.md §3). */
  text?: string;
}

const notificationTypes: readonly string[] = ['error', 'warn', 'success'];
/** Code outside React (or a test) can notify with `window.dispatchEvent(new CustomEvent(...))`. */
const notifyEventName = 'shop:notify';
const maxShown = 4;

function isNotification(value: unknown): value is ShopNotification {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.type === 'string' &&
    notificationTypes.includes(candidate.type) &&
    typeof candidate.title === 'string' &&
    (candidate.text === undefined || typeof candidate.text === 'string')
  );
}

/** Sends a notification from code outside React components. */
export function notify(notification: ShopNotification) {
  window.dispatchEvent(new CustomEvent(notifyEventName, { detail: notification }));
}

/** The notifications area: newest last, each closing by itself or with its button. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<(ShopNotification & { id: number })[]>([]);
  const push = useCallback((notification: ShopNotification) => {
    if (!isNotification(notification)) return;
    setShown((current) => [...current, { ...notification, id: Date.now() + Math.random() }].slice(-maxShown));
  }, []);
  const close = useCallback((id: number) => setShown((current) => current.filter((n) => n.id !== id)), []);

  useEffect(() => {
    const onNotify = (event: Event) => push((event as CustomEvent<unknown>).detail as ShopNotification);
    window.addEventListener(notifyEventName, onNotify);
    return () => window.removeEventListener(notifyEventName, onNotify);
  }, [push]);

  return (
    <>
      {children}
      <section
        aria-label={t('shell.notifications')}
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:inset-x-auto sm:top-24 sm:right-4 sm:bottom-auto sm:w-96 [&>*]:pointer-events-auto"
      >
        {shown.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onClose={close} />
        ))}
      </section>
    </>
  );
}

function NotificationItem({
  notification,
  onClose,
}: {
  notification: ShopNotification & { id: number };
  onClose: (id: number) => void;
}) {
  const { id } = notification;
  const close = useCallback(() => onClose(id), [onClose, id]);
  return (
    <Notification
      type={notification.type}
      title={notification.title}
      html={notification.text}
      onClose={close}
      floating={false}
      closeAfterMs={notification.type === 'error' ? 12_000 : 6_000}
    />
  );
}
