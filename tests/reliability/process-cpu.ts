/**
 * CPU time a process and its descendants have used, read from Linux's /proc: what a server costs,
 * whatever else shares the machine. On a two-core machine a closed loop's throughput is shared
 * between the server and the load driver (with MailDev in it), so requests per second alone cannot
 * say whose cost moved; CPU per request can.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | null = null;

/** The kernel's clock ticks per second (USER_HZ), in which /proc reports CPU time. */
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
  /** When it started, in clock ticks after boot: with the pid, which process it is (pids are reused). */
  start: number;
}

/**
 * A /proc/<pid>/stat line's fields after the command name (which may hold spaces and parentheses),
 * from the state (field 3) on; null for a line without one.
 */
function fieldsAfterName(line: string): string[] | null {
  const close = line.lastIndexOf(')');
  return close < 0
    ? null
    : line
        .slice(close + 2)
        .trim()
        .split(' ');
}

/** A /proc/<pid>/stat line's process, parent, CPU ticks and start. */
export function parseStat(line: string): ProcStat | null {
  const fields = fieldsAfterName(line);
  if (!fields) return null;
  const pid = Number(line.slice(0, line.indexOf(' ')));
  // ppid is field 4, utime 14, stime 15, starttime 22.
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  const start = Number(fields[19]);
  return [pid, ppid, ticks, start].every(Number.isFinite) ? { pid, ppid, ticks, start } : null;
}

/** Every process /proc lists now (one that ends while it is read is left out). */
export function allProcesses(): ProcStat[] {
  const found: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (stat) found.push(stat);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/** Clock ticks as milliseconds. */
export const ticksToMs = (ticks: number) => (ticks * 1000) / clockTicks();

/** CPU ms used so far by `pid` and every process below it (a tsx wrapper's server, say); null where /proc is not. */
export function treeCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  let processes: ProcStat[];
  try {
    processes = allProcesses();
  } catch {
    return null;
  }
  const children = new Map<number, ProcStat[]>();
  for (const proc of processes) {
    const siblings = children.get(proc.ppid);
    if (siblings) siblings.push(proc);
    else children.set(proc.ppid, [proc]);
  }
  const root = processes.find((proc) => proc.pid === pid);
  if (!root) return null;
  let ticks = 0;
  const queue = [root];
  for (let next = queue.shift(); next; next = queue.shift()) {
    ticks += next.ticks;
    queue.push(...(children.get(next.pid) ?? []));
  }
  return ticksToMs(ticks);
}

/**
 * CPU ms used by this process's children that have ended and been waited for, theirs below them
 * included (Linux's cutime and cstime): what a command run to its end cost, by the difference
 * before and after it.
 */
export function endedChildrenCpuMs(): number {
  const fields = fieldsAfterName(readFileSync('/proc/self/stat', 'utf8')) ?? [];
  // cutime is field 16, cstime 17.
  return ticksToMs(Number(fields[13]) + Number(fields[14]));
}

/** This process's own CPU ms so far (the driver's). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
