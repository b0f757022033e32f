import { resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';

/** The route modules every page of the shop loads: the root and the layout around all pages. */
const alwaysLoadedRoutes = ['app/root.tsx', 'app/routes/site/shop.tsx'].map((route) =>
  resolve(import.meta.dirname, route),
);

/**
 * Everything those routes import statically (header, footer, notifications, helpers) goes into one
 * chunk: every page loads it anyway, and on a phone each extra request costs a round trip and its
 * headers. The route modules themselves and lazily loaded parts keep their own chunks.
 */
function shellChunk(): Rolldown.CodeSplittingGroup {
  let shell: Set<string> | undefined;
  return {
    debugName: 'shell',
    name(id, chunking) {
      if (!shell) {
        shell = new Set();
        const pending = alwaysLoadedRoutes.flatMap(
          (route) => chunking.getModuleInfo(route)?.importedIds ?? [],
        );
        while (pending.length > 0) {
          const next = pending.pop()!;
          if (shell.has(next) || next.includes('/node_modules/')) continue;
          shell.add(next);
          pending.push(...(chunking.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      return shell.has(id) ? 'shell' : null;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk()] } } } } },
  },
});
