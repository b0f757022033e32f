// Loads React's production build whatever the start's mode: React picks its build by NODE_ENV when
// it is first loaded, and a demo start (NODE_ENV unset, what the shop allows) would otherwise render
// every page with React's development build, a third slower and unlike what production sends
// (docs/decisions/0072). The mode is put back as it was: it still says what the shop allows.
// Imported first by server.mjs, synchronously, so that nothing loads React before it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mode = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(name);
} finally {
  if (mode === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = mode;
}
