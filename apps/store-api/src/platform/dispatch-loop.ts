import { backgroundLoopFailures } from './metrics.ts';

/** A background loop that delivers what an outbox holds. */
export interface DispatchLoop {
  /** Drains what is due now; resolves when nothing is left to do. */
  dispatch(): Promise<void>;
  /** Ends the loop after the delivery under way. */
  stop(): Promise<void>;
}

/**
 * Runs `drain` on demand and every `pollMillis`, never twice at once: a call while it runs makes it
 * run once more afterwards, so nothing that arrived meanwhile waits for the next poll. `drain`
 * should stop early once `stopped()` is true.
 */
export function startDispatchLoop(
  name: string,
  drain: (stopped: () => boolean) => Promise<void>,
  pollMillis: number,
): DispatchLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const isStopped = () => stopped;
  const run = async () => {
    do {
      again = false;
      await drain(isStopped);
    } while (again && !stopped);
  };
  const dispatch = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error) => {
        if (stopped) return;
        backgroundLoopFailures.inc({ loop: name });
        console.error(`${name}: ${String(error)}`);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const poll = setInterval(() => void dispatch(), pollMillis);
  poll.unref();
  void dispatch();
  return {
    dispatch,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await running;
    },
  };
}
