import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under `path`, leaving out dependencies, builds and dot files. */
function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(
    info.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules' && name !== 'build' && !name.startsWith('.'))
      .map((name) => newestChange(join(path, name))),
  );
}

/**
 * Whether the storefront's server build in the repository at `root` is there and newer than every
 * source it is built from: 'fresh', 'stale' or 'missing'.
 */
export function storefrontBuildState(root) {
  const storefront = join(root, 'apps/storefront');
  const serverBuild = join(storefront, 'build/server/index.js');
  if (!existsSync(serverBuild)) return 'missing';
  const sources = [
    join(storefront, 'app'),
    join(storefront, 'vite.config.ts'),
    join(storefront, 'react-router.config.ts'),
    join(root, 'packages/domain/src'),
    join(root, 'packages/api-client/src'),
  ].filter((path) => existsSync(path));
  return Math.max(...sources.map(newestChange)) > statSync(serverBuild).mtimeMs ? 'stale' : 'fresh';
}
