// Node's own diagnostics for `npm run bench` (decision 0013): NODE_OPTIONS="--import
// $PWD/scripts/event-loop-diag.mjs" (a whole path: the server starts in server/) prints, for the
// bench's client (bench.mjs) and its server
// (server/bench/serve.ts), each second whose event loop stalled over 100 ms or that held a garbage
// collection over 20 ms, and at exit the whole run's event-loop delay. It tells a wait made long by
// a stalled process from one made long by a queue or by the machine's other work.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const command = process.argv.slice(1).join(' ');
const role = command.includes('serve.ts') ? 'server' : command.includes('bench.mjs') ? 'client' : null;
if (role) {
  const started = Date.now();
  const ms = (ns) => (ns / 1e6).toFixed(0);
  const second = monitorEventLoopDelay({ resolution: 10 });
  const run = monitorEventLoopDelay({ resolution: 10 });
  second.enable();
  run.enable();
  let pauses = [];
  new PerformanceObserver((list) => void pauses.push(...list.getEntries().map((e) => e.duration))).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    const long = pauses.filter((d) => d > 20);
    if (second.max > 100e6 || long.length)
      console.error(`[diag ${role}] ${((Date.now() - started) / 1000).toFixed(0)} s: event loop p99 ${ms(second.percentile(99))}, max ${ms(second.max)} ms; GC over 20 ms: ${long.map((d) => d.toFixed(0)).join(', ') || 'none'}`);
    second.reset();
    pauses = [];
  }, 1000).unref();
  process.on('exit', () => console.error(`[diag ${role}] whole run: event loop p50 ${ms(run.percentile(50))}, p99 ${ms(run.percentile(99))}, max ${ms(run.max)} ms`));
}
