// The CPU time a process has used so far (user + system, from /proc/<pid>/stat), so a figure can be
// given as server CPU per request: it moves much less with the neighbours on the VM than req/s does.
import { readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/** Milliseconds of CPU the process has used, or NaN where /proc cannot tell (not Linux, gone). */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it are plain numbers.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/**
 * With bench/cpu-profile.mjs loaded into the servers (BENCH_NODE_OPTIONS), tells them to start or to
 * stop and write a profile, so each profile covers one measured phase.
 */
export function toggleProfiles(pids: readonly (number | undefined)[]): void {
  for (const pid of pids) if (pid !== undefined && profiled.has(pid)) process.kill(pid, 'SIGUSR2');
}

const profiled = new Set<number>();
/** A server started with bench/cpu-profile.mjs: only these are signalled (SIGUSR2 ends any other). */
export function markProfiled(pid: number | undefined): void {
  if (pid !== undefined && process.env.BENCH_NODE_OPTIONS?.includes('cpu-profile')) profiled.add(pid);
}
