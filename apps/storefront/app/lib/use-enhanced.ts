import { useEffect, useState } from 'react';

/** False in the server's HTML and before hydration, true once scripts run: forms switch to fetchers. */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
