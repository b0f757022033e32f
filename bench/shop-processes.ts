/**
 * What a production start of the shop costs the machine, read from Linux's /proc: the CPU time of
 * its processes over a stretch of work, and their resident memory. The processes are the shop's
 * workers (children of the primary that scripts/start.mjs runs, told apart by the script they run)
 * and, on PostgreSQL, the server's backends connected to the catalogue's database (their process
 * titles name it); the primary, which only hands out sockets and gathers metrics, and the server's
 * own background processes, shared with whatever else uses it, are left out.
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

function roleOf(pid: number, parent: number, shopPid: number, databaseName: string | null): Role | null {
  const commandLine = readOrNull(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';
  if (parent === shopPid) {
    if (commandLine.includes('server.mjs')) return 'storefront';
    if (commandLine.includes('main.ts')) return 'store-api';
    return null;
  }
  if (databaseName && commandLine.startsWith('postgres: ') && commandLine.includes(` ${databaseName} `))
    return 'database';
  return null;
}

/** The shop's processes now, with their role and CPU ticks; `known` keeps roles already read. */
function shopProcesses(shopPid: number, databaseName: string | null, known = new Map<number, Role | null>()) {
  const found = new Map<number, { role: Role; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (!stat) continue;
    if (!known.has(pid)) known.set(pid, roleOf(pid, stat.parent, shopPid, databaseName));
    const role = known.get(pid);
    if (role) found.set(pid, { role, ticks: stat.ticks });
  }
  return found;
}

export type CpuMillis = Record<Role, number>;

/**
 * Starts counting the CPU time of the shop's processes; `stop` answers the milliseconds each role
 * used since. Reading every few hundred milliseconds keeps the time of a backend that closes before
 * the end (an idle pool connection); a process that appears meanwhile counts from its start.
 */
export function startCpuMeter(shopPid: number, databaseName: string | null) {
  const known = new Map<number, Role | null>();
  const first = new Map<number, number>();
  const last = new Map<number, { role: Role; ticks: number }>();
  const sample = () => {
    for (const [pid, found] of shopProcesses(shopPid, databaseName, known)) {
      if (!first.has(pid)) first.set(pid, 0);
      last.set(pid, found);
    }
  };
  for (const [pid, found] of shopProcesses(shopPid, databaseName, known)) {
    first.set(pid, found.ticks);
    last.set(pid, found);
  }
  const timer = setInterval(sample, 250);
  return {
    stop(): CpuMillis {
      clearInterval(timer);
      sample();
      const millis: CpuMillis = { storefront: 0, 'store-api': 0, database: 0 };
      for (const [pid, { role, ticks }] of last)
        millis[role] += ((ticks - first.get(pid)!) * 1000) / ticksPerSecond;
      return millis;
    },
  };
}

/** Resident memory of each of the shop's workers (bytes), from /proc/<pid>/status. */
export function workerMemory(shopPid: number): { role: Role; pid: number; residentBytes: number }[] {
  return [...shopProcesses(shopPid, null)].flatMap(([pid, { role }]) => {
    const resident = readOrNull(`/proc/${pid}/status`)?.match(/^VmRSS:\s+(\d+) kB/m);
    return resident ? [{ role, pid, residentBytes: Number(resident[1]) * 1024 }] : [];
  });
}
