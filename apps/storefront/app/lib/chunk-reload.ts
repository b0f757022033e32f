/** A failed chunk load reloads the page, at most once per 60 s (storefront.md §4, §9). */
const chunkReloadGuardMillis = 60_000;
const storageKey = 'shell.chunkReloadAt';

/** Whether an error is the browser failing to load a script module of the build. */
export function isChunkLoadError(reason: unknown): boolean {
  const message =
    reason instanceof Error ? `${reason.name} ${reason.message}` : typeof reason === 'string' ? reason : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads unless the last reload for a failed chunk was less than 60 s ago (then the page stays as
 * it is, so that a broken deploy does not reload forever). Answers whether it reloaded.
 */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(storageKey)) || 0;
  } catch {
    // Storage may be unavailable (privacy settings): reload without the guard's memory then.
  }
  if (last && now - last < chunkReloadGuardMillis) return false;
  try {
    storage.setItem(storageKey, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
