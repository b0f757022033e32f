import { useEffect } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-reload';

/** After a deploy, old pages ask for scripts that are gone: one reload fetches the new build. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const reload = () => reloadOnceForChunkError(window.sessionStorage, () => window.location.reload());
    const onPreloadError = (event: Event) => {
      if (reload()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reload();
    };
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
