/**
 * A server a test starts beside the end-to-end shop (a storefront, a whole second shop): its process,
 * the end of its output for the error message when it fails to start, and a stop that waits for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface ServerProcess {
  /** Waits until `url` answers (`ok` only when `healthy`), or fails with the process's output. */
  waitUntilUp(url: string, options: { seconds: number; healthy: boolean }): Promise<void>;
  /** Ends the process (SIGTERM, after `graceMs` SIGKILL) and waits for it. */
  stop(graceMs: number): Promise<void>;
}

/** Runs `node <script>` in `cwd` with `env`; should the test process end first, the server ends with it. */
export function startServerProcess(script: string, cwd: string, env: NodeJS.ProcessEnv): ServerProcess {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  child.once('exit', () => process.off('exit', killChild));
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  return {
    async waitUntilUp(url, { seconds, healthy }) {
      const deadline = Date.now() + seconds * 1000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`${script} exited early:\n${output}`);
        const up = await fetch(url).then(
          (response) => !healthy || response.ok,
          () => false,
        );
        if (up) return;
        await new Promise((done) => setTimeout(done, 100));
      }
      throw new Error(`${script} did not answer ${url} within ${seconds} s:\n${output}`);
    },
    async stop(graceMs) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
