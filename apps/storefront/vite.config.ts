import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

/** The route modules every page of the shop loads: the root and the layout around all pages. */
const alwaysLoadedRoutes = ['/app/root.tsx', '/app/routes/site/shop.tsx'];

/**
 * Everything those routes import statically (header, footer, notifications, helpers) goes into one
 * chunk: every page loads it anyway, and on a phone each extra request costs a round trip and its
 * headers. The route modules themselves and lazily loaded parts keep their own chunks.
 */
function shellChunk(): Rollup.ManualChunksOption {
  let shell: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const routes = [...getModuleIds()].filter((moduleId) =>
        alwaysLoadedRoutes.some((route) => moduleId.endsWith(route)),
      );
      const pending = routes.flatMap((route) => getModuleInfo(route)?.importedIds ?? []);
      while (pending.length > 0) {
        const next = pending.pop()!;
        if (shell.has(next) || next.includes('/node_modules/')) continue;
        shell.add(next);
        pending.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return shell.has(id) ? 'shell' : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: shellChunk() } } },
}));
