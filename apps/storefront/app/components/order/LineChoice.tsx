import { useTranslation } from '../../lib/i18n';
import { primaryButtonClass, secondaryButtonClass } from '../ui/buttons';

/** The head of the column of checkboxes that choose lines of an order or offer. */
export function ChooseLineHead() {
  const { t } = useTranslation();
  return (
    <th scope="col" className="w-10 px-3 py-2">
      <span className="sr-only">{t('orders.choose')}</span>
    </th>
  );
}

/** The checkbox that chooses a line, sent as `position`. */
export function ChooseLineCell({ position, name }: { position: number; name: string }) {
  const { t } = useTranslation();
  return (
    <td className="px-3 py-2">
      <input
        type="checkbox"
        name="position"
        value={position}
        aria-label={t('orders.chooseLine', { name })}
        className="size-4 accent-brand-700"
      />
    </td>
  );
}

/** The two ways of putting lines into the cart: the chosen ones, or all of them. */
export function LinesIntoCartButtons({
  intent,
  chosenLabel,
  allLabel,
  busy,
}: {
  intent: 'reorder' | 'accept';
  chosenLabel: string;
  allLabel: string;
  busy: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button
        type="submit"
        name="intent"
        value={`${intent}-chosen`}
        disabled={busy}
        className={secondaryButtonClass}
      >
        {chosenLabel}
      </button>
      <button
        type="submit"
        name="intent"
        value={`${intent}-all`}
        disabled={busy}
        className={primaryButtonClass}
      >
        {allLabel}
      </button>
    </div>
  );
}
