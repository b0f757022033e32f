import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useEnhanced } from '../../lib/use-enhanced';

export interface ProductTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The product page's tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and
 * select them). Before the page is hydrated, and without JavaScript, every panel shows one after
 * another under its own heading.
 */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const { t } = useTranslation();
  const baseId = useId();
  const enhanced = useEnhanced();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // Another product (client navigation) may not have the tab that was selected.
  useEffect(() => {
    if (!tabs.some((tab) => tab.id === selected)) setSelected(tabs[0]?.id ?? '');
  }, [tabs, selected]);

  if (tabs.length === 0) return null;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  if (!enhanced) {
    return (
      <div className="mt-10 space-y-10" data-testid="product-tabs">
        {tabs.map((tab) => (
          <section key={tab.id} id={panelId(tab.id)} aria-labelledby={tabId(tab.id)}>
            <h2 id={tabId(tab.id)} className="mb-3 font-bold text-gray-900 text-xl">
              {tab.label}
            </h2>
            {tab.content}
          </section>
        ))}
      </div>
    );
  }

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="mt-10" data-testid="product-tabs">
      <div
        role="tablist"
        aria-label={t('product.tabs')}
        className="-mx-4 flex gap-1 overflow-x-auto border-gray-200 border-b px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-2.5 font-semibold text-sm ${
                active
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className="pt-6"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
