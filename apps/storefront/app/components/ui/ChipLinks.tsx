import { Link } from 'react-router';

/** A link drawn as a chip: what it is named and where it leads. */
export interface ChipLink {
  id: string;
  name: string;
  href: string;
}

const chipClass = {
  /** Outlined, for choices beside other content (the categories a search leads to). */
  outline:
    'inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-brand-700 text-sm hover:border-brand-600',
  /** Tinted and small, for tags of an item (a post's topics). */
  tag: 'inline-flex rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-xs hover:bg-brand-100',
} as const;

/** Links drawn as chips in a row that wraps; nothing when there are none. */
export function ChipLinks({
  links,
  label,
  look = 'outline',
}: {
  links: readonly ChipLink[];
  /** What the list is, for screen readers, when no heading says it. */
  label?: string;
  look?: keyof typeof chipClass;
}) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.id}>
          <Link to={link.href} className={chipClass[look]}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
