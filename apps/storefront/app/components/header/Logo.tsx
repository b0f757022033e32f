/** The shop's word mark; a square mark in the brand colours followed by the shop name. */
export function Logo({ shopName }: { shopName: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" className="fill-brand-700" />
        <path d="M8 10h16v4h-6v10h-4V14H8z" className="fill-white" />
        <rect x="20" y="20" width="4" height="4" className="fill-accent-500" />
      </svg>
      <span className="font-bold text-brand-800 text-xl tracking-tight">{shopName}</span>
    </span>
  );
}
