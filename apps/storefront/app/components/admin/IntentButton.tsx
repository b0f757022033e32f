import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

/**
 * A submit button that tells the page's action what to do (`intent`), off while the page submits
 * or while `unavailable`; `screenReaderContext` names what it acts on to screen readers.
 */
export function IntentButton({
  intent,
  className,
  unavailable = false,
  screenReaderContext,
  children,
}: {
  intent: string;
  className: string;
  unavailable?: boolean;
  screenReaderContext?: string | undefined;
  children: ReactNode;
}) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={unavailable || submitting}
      className={className}
    >
      {children}
      {screenReaderContext ? <span className="sr-only"> {screenReaderContext}</span> : null}
    </button>
  );
}
