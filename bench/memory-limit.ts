// A memory limit for the measured server, as a container or systemd's MemoryMax= gives one: a cgroup
// of its own (v2, or v1's memory controller) that the server's node starts in. Node sizes V8's heap
// from the memory it is allowed, so a server in a 1 GB container keeps a smaller heap than the same
// server on a 24 GB VM (decision 0138). Needs root and a writable /sys/fs/cgroup.
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Teardown } from './teardown.ts';

const ROOT = '/sys/fs/cgroup';

let made = 0;

/**
 * startServerProcess's `launcher` for a server limited to `mb` MB (none without `mb`). The cgroup is
 * removed by the teardown: add the server to it afterwards, so it has exited by then.
 */
export function memoryLimitLauncher(mb: string | undefined, teardown: Teardown): string[] | undefined {
  if (!mb) return undefined;
  made += 1;
  const v2 = existsSync(path.join(ROOT, 'cgroup.controllers'));
  const dir = path.join(v2 ? ROOT : path.join(ROOT, 'memory'), `courtside-bench-${process.pid}-${made}`);
  try {
    mkdirSync(dir);
    writeFileSync(path.join(dir, v2 ? 'memory.max' : 'memory.limit_in_bytes'), String(Number(mb) * 2 ** 20));
  } catch (err) {
    throw new Error(
      `cannot make a memory-limited cgroup at ${dir} (root and a writable ${ROOT} are needed): ${err}`,
    );
  }
  teardown.add(async () => rmdirSync(dir));
  return ['/bin/sh', '-c', `echo $$ > ${path.join(dir, 'cgroup.procs')} && exec "$@"`, 'sh'];
}
