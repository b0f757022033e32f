/** A text for `like`/`ilike` as it is: its `%`, `_` and `\` match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The `like` pattern of values that hold `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
