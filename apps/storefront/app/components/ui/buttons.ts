/** The main action of a form or page. */
export const primaryButtonClass =
  'rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

/** An action beside the main one: edit, export, go back. */
export const secondaryButtonClass =
  'rounded-md border border-gray-300 bg-white px-4 py-2.5 font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60';

/** A delete or decline, and the button that confirms it. */
export const dangerButtonClass =
  'rounded-md border border-red-300 bg-white px-4 py-2.5 font-semibold text-red-800 hover:bg-red-50';

/** The submit of a filter form, and a download beside a list. */
export const compactPrimaryButtonClass =
  'rounded-md bg-brand-700 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-800';

/** `secondaryButtonClass` at the size of a table row or a list entry. */
export const smallSecondaryButtonClass =
  'rounded-md border border-gray-300 bg-white px-3 py-2 font-medium text-gray-800 text-sm hover:bg-gray-50 disabled:opacity-60';

/** `dangerButtonClass` at the size of a table row or a list entry. */
export const smallDangerButtonClass =
  'rounded-md border border-red-300 bg-white px-3 py-2 font-medium text-red-800 text-sm hover:bg-red-50';

/** The outlined button of a product that is not added here: mail to sales, choose a variant. */
export const outlineButtonClass =
  'relative z-10 inline-flex min-h-10 items-center justify-center rounded-md border border-brand-700 px-3 py-2 text-center font-semibold text-brand-700 text-sm leading-tight hover:bg-brand-50';

/** The × that closes a dialog. */
export const closeButtonClass = 'rounded-md px-2 text-2xl text-gray-600 leading-none hover:bg-gray-100';

/** The remove mark at the end of a line of a list being edited. */
export const removeLineButtonClass =
  'rounded-md px-2 py-1 text-gray-600 hover:bg-gray-100 hover:text-red-800';

/** The way home from an error screen. */
export const backHomeButtonClass =
  'inline-flex rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';
