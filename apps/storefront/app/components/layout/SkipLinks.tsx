import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n';

/** The places the skip links lead to; each is the id of its element. */
export const mainNavigationId = 'main-navigation';
export const menuButtonId = 'menu-button';
export const searchFieldId = 'search';
export const mainContentId = 'main';

const focusableSelector = 'a[href], button, input, [tabindex]';

const skipLinkClass =
  'sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2';

/**
 * With scripts a skip link focuses its target (a navigation's first link) straight away: a jump to
 * the address's anchor would make the router scroll the target to the top, which slides the main
 * navigation out of sight.
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  const focusable = target?.matches(focusableSelector)
    ? target
    : target?.querySelector<HTMLElement>(focusableSelector);
  if (!focusable) return;
  event.preventDefault();
  focusable.focus();
}

/**
 * The first stops of the Tab key on every page, shown while focused: the main navigation (the bar on
 * desktops, the menu button on phones), the search field and the main content. Plain anchors, so they
 * work before and without JavaScript.
 */
export function SkipLinks() {
  const { t } = useTranslation();
  return (
    <>
      <a href={`#${mainNavigationId}`} onClick={focusTarget} className={`${skipLinkClass} max-lg:hidden`}>
        {t('layout.skipToNavigation')}
      </a>
      <a href={`#${menuButtonId}`} onClick={focusTarget} className={`${skipLinkClass} lg:hidden`}>
        {t('layout.skipToNavigation')}
      </a>
      <a href={`#${searchFieldId}`} onClick={focusTarget} className={skipLinkClass}>
        {t('layout.skipToSearch')}
      </a>
      <a href={`#${mainContentId}`} onClick={focusTarget} className={skipLinkClass}>
        {t('layout.skipToContent')}
      </a>
    </>
  );
}
