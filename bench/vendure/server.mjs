// The peer's server: the Shop and Admin APIs only. Reads never create jobs, so no worker runs.
import { bootstrap } from '@vendure/core';
import { vendureConfig } from './config.mjs';

await bootstrap(vendureConfig({ synchronize: false }));
