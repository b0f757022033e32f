/**
 * The longest beginning of a phrase in whole words for which `fits` holds, with an ellipsis where
 * words were left out: what a field too narrow for the whole phrase shows, so that it never shows
 * a cut word. Empty when not even the first word fits.
 */
export function fittingPhrase(phrase: string, fits: (text: string) => boolean): string {
  if (fits(phrase)) return phrase;
  const words = phrase.split(' ');
  for (let count = words.length - 1; count > 0; count--) {
    const shorter = `${words.slice(0, count).join(' ')}…`;
    if (fits(shorter)) return shorter;
  }
  return '';
}
