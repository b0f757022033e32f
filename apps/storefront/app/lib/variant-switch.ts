/** An option of a variant as the catalogue gives it: its group (size, length...) and its value. */
export interface VariantOption {
  id: string;
  groupId: string;
  position: number;
  colorHexCode: string | null;
  translated: { name: string };
  group: { position: number; displayType: string; translated: { name: string } };
}

/** One value of an option group in the switch, and where choosing it leads. */
export interface VariantSwitchOption {
  id: string;
  name: string;
  /** A swatch for colour groups. */
  colour: string | null;
  /**
   * `current`: the page's own variant has it; `available`: `href` is the variant that has it with
   * the page's other choices; `unavailable`: no variant combines it with them.
   */
  state: 'current' | 'available' | 'unavailable';
  href: string | null;
}

export interface VariantSwitchGroup {
  id: string;
  name: string;
  /** The page's own value of the group; null on the family's parent, which has none. */
  chosen: string | null;
  options: VariantSwitchOption[];
}

const byPositionThenName = (
  a: { position: number; name: string },
  b: { position: number; name: string },
): number => a.position - b.position || a.name.localeCompare(b.name);

/**
 * The variant switch of a product page: per option group of the family, its values in order, each
 * leading to the variant that has it together with the values the page's own variant has in the
 * other groups. On the parent, which has no values, each leads to the first variant that has it.
 * Empty when the family has fewer than two variants or its variants have no options.
 */
export function variantSwitchOf(
  current: { options: VariantOption[] },
  variants: { id: string; href: string; options: VariantOption[] }[],
): VariantSwitchGroup[] {
  if (variants.length < 2) return [];
  const groups = new Map<string, { name: string; position: number; displayType: string }>();
  const values = new Map<string, Map<string, VariantOption>>();
  for (const option of variants.flatMap((variant) => variant.options)) {
    groups.set(option.groupId, {
      name: option.group.translated.name,
      position: option.group.position,
      displayType: option.group.displayType,
    });
    const inGroup = values.get(option.groupId) ?? new Map<string, VariantOption>();
    inGroup.set(option.id, option);
    values.set(option.groupId, inGroup);
  }
  const chosen = new Map(current.options.map((option) => [option.groupId, option.id]));
  const valueIn = (variant: { options: VariantOption[] }, groupId: string) =>
    variant.options.find((option) => option.groupId === groupId)?.id;
  // The variant with this value in its group and the page's own values in every other group.
  const variantWith = (groupId: string, optionId: string) =>
    variants.find(
      (variant) =>
        valueIn(variant, groupId) === optionId &&
        [...chosen].every(([other, value]) => other === groupId || valueIn(variant, other) === value),
    );

  return [...groups.entries()]
    .sort(([, a], [, b]) => byPositionThenName(a, b))
    .map(([groupId, group]) => {
      const options = [...(values.get(groupId)?.values() ?? [])]
        .map((option) => ({ option, position: option.position, name: option.translated.name }))
        .sort(byPositionThenName)
        .map(({ option, name }): VariantSwitchOption => {
          const colour = group.displayType === 'color' ? option.colorHexCode : null;
          const target = variantWith(groupId, option.id);
          if (chosen.get(groupId) === option.id) {
            return { id: option.id, name, colour, state: 'current', href: target?.href ?? null };
          }
          return target
            ? { id: option.id, name, colour, state: 'available', href: target.href }
            : { id: option.id, name, colour, state: 'unavailable', href: null };
        });
      const own = options.find((option) => option.state === 'current');
      return { id: groupId, name: group.name, chosen: own?.name ?? null, options };
    });
}
