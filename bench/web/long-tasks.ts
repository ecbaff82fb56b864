/**
 * The Factory Overview's first load, its main thread's tasks named: which React phase and which of
 * the game's components each long task spent its time in. Lighthouse says how long the tasks are;
 * this says what they are made of, read from Chromium's trace with its JavaScript samples and the
 * build's source maps.
 *
 *   npm run build
 *   npx tsx bench/web/long-tasks.ts [--seconds 6] [--min-ms 10] [--port 3413] [--trace <file>]
 *   npx tsx bench/web/long-tasks.ts --read <trace> [--min-ms 10]
 *
 * Starts the bundled server on a fresh embedded database, makes the player Lighthouse's bench makes
 * (lighthouse-setups.ts), opens the overview once (service worker, away summary), then traces a second
 * opening at a phone's width for `--seconds` and prints each main-thread task of at least `--min-ms`
 * (at this machine's speed, no throttling): its start after navigation, its length, the trace events
 * inside it, the React phases its samples fell in, and the deepest game component of each sample.
 * `--trace` keeps the raw trace for Chromium's Performance panel. `--read` names the tasks of a trace
 * made elsewhere instead (Lighthouse's, from `lighthouse.ts --out <dir> --js-samples`, of the same build).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT } from '../lib/report.js';
import { startBundledServer, stopBundledServer } from '../lib/server.js';
import { keepSession, workingFactory } from './lighthouse-setups.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    'min-ms': { type: 'string', default: '10' },
    port: { type: 'string', default: '3413' },
    trace: { type: 'string' },
    read: { type: 'string' },
  },
});
const ADMIN_TOKEN = 'long-tasks-admin-token-0123456789';

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[]; startTime?: number } };
}
interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes?: { id: number; parent?: number; callFrame: CallFrame }[];
  samples?: number[];
}

async function traceOverview(): Promise<TraceEvent[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forgeworks-long-tasks-'));
  const server = await startBundledServer(
    Number(args.port),
    {
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      TICK_INTERVAL_MS: String(3_600_000),
      SIGN_UPS_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
    },
    join(dataDir, 'server.log'),
  );
  try {
    const session = await workingFactory(server.base, ADMIN_TOKEN, 'bench');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${server.base}/`);
    await page.evaluate(keepSession, JSON.stringify({ state: session }));
    await page.goto(`${server.base}/game`);
    await page.waitForTimeout(5_000);
    await page.goto(`${server.base}/`);
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'toplevel',
        'blink.user_timing',
      ].concat('disabled-by-default-v8.cpu_profiler'),
    });
    await page.goto(`${server.base}/game`);
    await page.waitForTimeout(Number(args.seconds) * 1_000);
    const trace = await browser.stopTracing();
    if (args.trace) writeFileSync(args.trace, trace);
    await browser.close();
    return (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await stopBundledServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A sampled frame as `name@source`, the source read through the build's source map. */
function frameNamer() {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (chunk: string) => {
    if (!maps.has(chunk)) {
      const file = `${ROOT}apps/web/dist/assets/${chunk}.map`;
      try {
        maps.set(chunk, new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))));
      } catch {
        maps.set(chunk, null);
      }
    }
    return maps.get(chunk);
  };
  return (frame: CallFrame): string => {
    const chunk = /\/assets\/(.+\.js)$/.exec(frame.url ?? '')?.[1];
    if (!chunk || frame.lineNumber < 0) return frame.functionName || '(anonymous)';
    const at = mapOf(chunk)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = at?.source?.replace(/.*node_modules\//, '').replace(/.*\/src\//, '') ?? chunk;
    return `${at?.name ?? frame.functionName}@${source}`;
  };
}

const REACT_PHASE =
  /^(renderRootSync|renderRootConcurrent|commitRoot|flushPassiveEffects|commitMutationEffects\w*|commitLayoutEffects)@/;
const GAME_COMPONENT = /^[A-Z]\w+@(app|features|shared)\//;
const SHOWN_EVENTS = new Set(['Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'FunctionCall', 'v8.evaluateModule']);

const events = args.read
  ? (JSON.parse(readFileSync(args.read, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  : await traceOverview();
// The game's own navigation: Lighthouse's trace also holds the blank page it starts from.
const navigation = events
  .filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? 'http').startsWith('http'))
  .at(-1);
if (!navigation) throw new Error('the trace has no navigation');
const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;

const nodes = new Map<number, { parent?: number; frame: CallFrame }>();
const samples: { at: number; node: number }[] = [];
let clock = 0;
for (const e of events.filter((e) => e.pid === navigation.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
  const data = e.args?.data;
  if (e.name === 'Profile') {
    clock = data?.startTime ?? 0;
    continue;
  }
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, { parent: node.parent, frame: node.callFrame });
  (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
    clock += data?.timeDeltas?.[i] ?? 0;
    samples.push({ at: clock, node });
  });
}

const nameOf = frameNamer();
const stackOf = (node: number | undefined): string[] => {
  const stack: string[] = [];
  for (let at = node; at !== undefined; at = nodes.get(at)?.parent) stack.push(nameOf(nodes.get(at)!.frame));
  return stack;
};
const counted = (counts: Map<string, number>) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

const minUs = Number(args['min-ms']) * 1_000;
const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && (e.dur ?? 0) >= minUs && e.ts >= navigation.ts);
console.log(`tasks of at least ${args['min-ms']} ms after navigation (samples per phase and component):`);
for (const task of tasks) {
  const end = task.ts + task.dur!;
  const inside = events.filter(
    (e) => onMain(e) && e !== task && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 2_000 && SHOWN_EVENTS.has(e.name),
  );
  const phases = new Map<string, number>();
  const components = new Map<string, number>();
  for (const { at, node } of samples) {
    if (at < task.ts || at > end) continue;
    const stack = stackOf(node);
    add(phases, stack.find((frame) => REACT_PHASE.test(frame))?.split('@')[0] ?? stack[0]!.split('@')[0]!);
    const component = stack.find((frame) => GAME_COMPONENT.test(frame));
    if (component) add(components, component.split('@')[0]!);
  }
  const what = inside.map((e) => `${e.name} ${Math.round(e.dur! / 1_000)}`).join(', ');
  console.log(`${Math.round((task.ts - navigation.ts) / 1_000)} ms: ${Math.round(task.dur! / 1_000)} ms [${what}]`);
  console.log(`    phases: ${counted(phases)}`);
  if (components.size > 0) console.log(`    components: ${counted(components)}`);
}
