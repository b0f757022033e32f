import type { KeyboardEventHandler, MouseEventHandler, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';

/**
 * A navigation entry as a link: folders are plain text, external links open their own address (in
 * a new tab when the entry says so), everything else is a route of the shop.
 */
export function NavItemLink({
  item,
  className,
  children = item.label,
  onClick,
  onKeyDown,
  linkRef,
  expanded,
  controls,
}: {
  item: NavItem;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  linkRef?: Ref<HTMLAnchorElement>;
  /** For an entry whose submenu it opens. */
  expanded?: boolean;
  controls?: string;
}) {
  if (!item.href) return <span className={className}>{children}</span>;
  const popup = expanded === undefined ? {} : { 'aria-expanded': expanded, 'aria-controls': controls };
  if (item.external) {
    return (
      <a
        ref={linkRef}
        href={item.href}
        className={className}
        onClick={onClick}
        onKeyDown={onKeyDown}
        {...popup}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <Link
      ref={linkRef}
      to={item.href}
      prefetch="intent"
      className={className}
      onClick={onClick}
      onKeyDown={onKeyDown}
      {...popup}
    >
      {children}
    </Link>
  );
}

export function Chevron({
  className = 'size-3.5',
  direction = 'down',
}: {
  className?: string;
  direction?: 'down' | 'right' | 'left';
}) {
  const rotate = direction === 'right' ? '-rotate-90' : direction === 'left' ? 'rotate-90' : '';
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`${className} shrink-0 ${rotate}`}
    >
      <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
    </svg>
  );
}
