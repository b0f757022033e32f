import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useShopDisplay } from '../../lib/shop-display';
import type { VariantSwitchGroup, VariantSwitchOption } from '../../lib/variant-switch';

const chipClass =
  'inline-flex min-h-10 items-center gap-2 rounded-md border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2';

function Swatch({ colour }: { colour: string | null }) {
  if (!colour) return null;
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 shrink-0 rounded-full border border-gray-300"
      style={{ backgroundColor: colour }}
    />
  );
}

/** A value of a group: a link to its variant, the page's own value, or a combination that does not exist. */
function OptionChip({ option }: { option: VariantSwitchOption }) {
  const { t } = useTranslation();
  if (option.state === 'unavailable' || !option.href) {
    return (
      <span
        aria-disabled="true"
        title={t('product.variantUnavailable')}
        className={`${chipClass} cursor-not-allowed border-gray-200 border-dashed bg-gray-50 text-gray-500 line-through`}
        data-testid="variant-option"
        data-state="unavailable"
      >
        <Swatch colour={option.colour} />
        {option.name}
        <span className="sr-only"> ({t('product.variantUnavailable')})</span>
      </span>
    );
  }
  const current = option.state === 'current';
  return (
    <Link
      to={option.href}
      // The switch sits beside the gallery: the next variant opens where the buyer is looking.
      preventScrollReset
      prefetch="intent"
      aria-current={current ? 'page' : undefined}
      className={`${chipClass} ${
        current
          ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-700'
          : 'border-gray-300 bg-white text-gray-900 hover:border-brand-600 hover:text-brand-800'
      }`}
      data-testid="variant-option"
      data-state={option.state}
    >
      <Swatch colour={option.colour} />
      {option.name}
    </Link>
  );
}

function OptionGroup({ group }: { group: VariantSwitchGroup }) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-gray-700 text-sm">
        <span className="font-medium text-gray-900">{t('label.withColon', { label: group.name })}</span>{' '}
        {group.chosen ?? t('product.variantChoose')}
      </legend>
      <ul className="flex flex-wrap gap-2">
        {group.options.map((option) => (
          <li key={option.id}>
            <OptionChip option={option} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The variant switch of the product page (DISPLAY_VARIANTS_SWITCH): per option group of the family
 * (size, length...) its values as links to their variants, so it works without JavaScript; values
 * no variant combines with the page's other choices are shown struck through, not linked.
 */
export function VariantSwitch({ groups }: { groups: VariantSwitchGroup[] }) {
  const { variantsSwitch } = useShopDisplay();
  if (!variantsSwitch || groups.length === 0) return null;
  return (
    <div className="space-y-4" data-testid="variant-switch">
      {groups.map((group) => (
        <OptionGroup key={group.id} group={group} />
      ))}
    </div>
  );
}
