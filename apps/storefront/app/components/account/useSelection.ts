import { useState } from 'react';

/** The rows ticked for a bulk action, starting from `selected` (a selection the server sent back). */
export function useSelection(ids: readonly string[], selected: readonly string[] = []) {
  const [checked, setChecked] = useState(() => new Set(selected));
  return {
    isChecked: (id: string) => checked.has(id),
    allChecked: ids.length > 0 && ids.every((id) => checked.has(id)),
    toggle: (id: string, on: boolean) =>
      setChecked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on: boolean) => setChecked(on ? new Set(ids) : new Set()),
  };
}
