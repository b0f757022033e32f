import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n';

/** The bar appears only for navigations slower than this (storefront.md §9: throttle 200 ms). */
const progressDelayMillis = 200;

type Phase = 'hidden' | 'running' | 'finishing';

/** A thin bar at the top of the window while the next page loads. */
export function ProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), progressDelayMillis);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'hidden'));
  }, [busy]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('hidden'), 300);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('shell.loading')}
      data-testid="progress-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div
        className={`h-full bg-accent-500 shadow-[0_0_6px_var(--color-accent-500)] ${
          phase === 'running' ? 'progress-bar-running' : 'w-full opacity-0 transition-opacity duration-300'
        }`}
      />
    </div>
  );
}
