/**
 * What a start of the shop costs the machine, read from Linux's /proc: the CPU time of its processes
 * over a stretch of work, and their resident memory. The processes are the shop's workers (children
 * of the primary that scripts/start.mjs runs, told apart by the script they run) and, on PostgreSQL,
 * the server's backends connected to the catalogue's database (their process titles name it); the
 * primary, which only hands out sockets and gathers metrics, and the server's own background
 * processes, shared with whatever else uses it, are left out. A peer's server of one process is
 * counted the same way, with the backends of its database.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export type Role = 'storefront' | 'store-api' | 'database';
export const roles: Role[] = ['storefront', 'store-api', 'database'];

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

const readOrNull = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process has ended
  }
};

/** Parent and CPU time (user + system, in clock ticks) of a process, from /proc/<pid>/stat. */
function statOf(pid: number): { parent: number; ticks: number } | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The fields after the command's name in parentheses, which may hold spaces: state, ppid, … utime, stime.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** The role a process has, from its pid, its parent and its command line; null for one that does not count. */
type RoleOf<R extends string> = (pid: number, parent: number, commandLine: string) => R | null;

/** A PostgreSQL server's backend connected to this database (its process title names it). */
const isBackendOf = (databaseName: string | null, commandLine: string) =>
  databaseName !== null && commandLine.startsWith('postgres: ') && commandLine.includes(` ${databaseName} `);

function shopRoleOf(shopPid: number, databaseName: string | null): RoleOf<Role> {
  return (_pid, parent, commandLine) => {
    if (parent === shopPid) {
      if (commandLine.includes('server.mjs')) return 'storefront';
      if (commandLine.includes('main.ts')) return 'store-api';
      return null;
    }
    return isBackendOf(databaseName, commandLine) ? 'database' : null;
  };
}

/** The processes that have a role now, with their CPU ticks; `known` keeps roles already read. */
function processesWithRoles<R extends string>(roleOf: RoleOf<R>, known = new Map<number, R | null>()) {
  const found = new Map<number, { role: R; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (!stat) continue;
    if (!known.has(pid)) {
      const commandLine = readOrNull(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';
      known.set(pid, roleOf(pid, stat.parent, commandLine));
    }
    const role = known.get(pid);
    if (role) found.set(pid, { role, ticks: stat.ticks });
  }
  return found;
}

export type CpuMillis = Record<Role, number>;

/**
 * Starts counting the CPU time of the processes that have a role; `stop` answers the milliseconds
 * each role used since. Reading every few hundred milliseconds keeps the time of a backend that
 * closes before the end (an idle pool connection); a process that appears meanwhile counts from its
 * start.
 */
function startMeter<R extends string>(roles: readonly R[], roleOf: RoleOf<R>) {
  const known = new Map<number, R | null>();
  const first = new Map<number, number>();
  const last = new Map<number, { role: R; ticks: number }>();
  const sample = () => {
    for (const [pid, found] of processesWithRoles(roleOf, known)) {
      if (!first.has(pid)) first.set(pid, 0);
      last.set(pid, found);
    }
  };
  for (const [pid, found] of processesWithRoles(roleOf, known)) {
    first.set(pid, found.ticks);
    last.set(pid, found);
  }
  const timer = setInterval(sample, 250);
  return {
    stop(): Record<R, number> {
      clearInterval(timer);
      sample();
      const millis = Object.fromEntries(roles.map((role) => [role, 0])) as Record<R, number>;
      for (const [pid, { role, ticks }] of last)
        millis[role] += ((ticks - first.get(pid)!) * 1000) / ticksPerSecond;
      return millis;
    },
  };
}

/** Counts the CPU time of the shop's processes (see above) from now on. */
export const startCpuMeter = (shopPid: number, databaseName: string | null) =>
  startMeter(roles, shopRoleOf(shopPid, databaseName));

/** Counts the CPU time of a server of one process and of its database's backends from now on. */
export const startServerCpuMeter = (serverPid: number, databaseName: string) =>
  startMeter(['server', 'database'], (pid, _parent, commandLine) => {
    if (pid === serverPid) return 'server';
    return isBackendOf(databaseName, commandLine) ? 'database' : null;
  });

/** Resident memory of a process (bytes), from /proc/<pid>/status; null once it has ended. */
function residentBytesOf(pid: number): number | null {
  const resident = readOrNull(`/proc/${pid}/status`)?.match(/^VmRSS:\s+(\d+) kB/m);
  return resident ? Number(resident[1]) * 1024 : null;
}

/** Resident memory of each of the shop's workers (bytes). */
export function workerMemory(shopPid: number): { role: Role; pid: number; residentBytes: number }[] {
  return [...processesWithRoles(shopRoleOf(shopPid, null))].flatMap(([pid, { role }]) => {
    const residentBytes = residentBytesOf(pid);
    return residentBytes === null ? [] : [{ role, pid, residentBytes }];
  });
}

/** Resident memory (bytes) of each process that runs this script, by pid. */
export function scriptMemory(script: string): Map<number, number> {
  const found = processesWithRoles((_pid, _parent, commandLine) =>
    commandLine.includes(script) ? script : null,
  );
  return new Map(
    [...found.keys()].flatMap((pid) => {
      const residentBytes = residentBytesOf(pid);
      return residentBytes === null ? [] : [[pid, residentBytes] as const];
    }),
  );
}
