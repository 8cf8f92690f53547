// A CPU profile of a loaded server, for `BENCH_NODE_OPTIONS="--import ./bench/cpu-profile.mjs"` (Node
// 20 refuses --cpu-prof in NODE_OPTIONS). The first SIGUSR2 starts the profiler, the next one writes
// what it recorded to $CPU_PROFILE_DIR (default: the working directory) as <pid>-<n>.cpuprofile and
// stops; so a profile covers one measured phase, not the server's start. Open it in Chrome's
// DevTools or speedscope.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
let running = false;
let written = 0;
process.on('SIGUSR2', () => {
  if (!running) {
    session.post('Profiler.start');
    running = true;
    return;
  }
  running = false;
  // In the process's own thread the inspector answers synchronously.
  session.post('Profiler.stop', (err, result) => {
    if (err) return;
    const dir = process.env.CPU_PROFILE_DIR ?? process.cwd();
    writeFileSync(path.join(dir, `${process.pid}-${++written}.cpuprofile`), JSON.stringify(result.profile));
  });
});
