/**
 * npm run bench:events — how fast a finished tick reaches thousands of open event streams
 * (`GET /api/events`) on one server process, and what a stream costs it in memory. Starts the
 * bundled server (as `npm start` runs it) on a fresh PGlite folder, signs up PLAYERS players, opens
 * STREAMS streams among them (at most the server's per-player cap each), runs ROUNDS admin ticks, and
 * times each stream's `tick` event; then posts ROUNDS messages to Trade and times each stream's `chat` event. Under scripts/with-postgres.sh (TEST_DATABASE_URL set; `npm run
 * bench:events` runs it so) the same again with two server processes on one PostgreSQL database: the
 * streams split between them, the ticks run by the first, so half the streams hear of each tick through
 * LISTEN/NOTIFY. Writes the events section of docs/benchmarks.md.
 *
 * The tick's commit is taken as the admin call's start plus the tick's own duration (the report's
 * `ms`, measured in the server from the tick's start to the commit that sends its NOTIFY): the
 * figures are from then to each stream's receipt, so they leave out only the admin call's way in.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fmt, load, machine, ROOT, today, writeSection } from '../lib/report.js';
import { callApi } from '../lib/api.js';
import type { BundledServer } from '../lib/server.js';
import { startBundledServer, stopBundledServer } from '../lib/server.js';
import { freshPostgres } from '../../apps/server/src/dev/fresh-postgres.js';

const PORT = 3393;
const STREAMS = Number(process.env.STREAMS ?? 5_000);
/** The server keeps at most 5 streams a player. */
const PER_PLAYER = 5;
const PLAYERS = Math.ceil(STREAMS / PER_PLAYER);
const ROUNDS = 5;
const ADMIN_TOKEN = 'bench-events-admin-token-0123456789';
const TARGET_P99_MS = 1_000;
const loadAtStart = load();

execFileSync('npm', ['run', '-w', '@forgeworks/server', 'build'], { cwd: ROOT, stdio: 'ignore' });
const dataDir = mkdtempSync(`${tmpdir()}/forgeworks-bench-events-`);
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ADMIN_TOKEN,
  // Only the bench's admin ticks run.
  TICK_INTERVAL_MS: String(60 * 60 * 1000),
  SIGN_UPS_PER_ADDRESS: '1000000',
  PASSWORD_GUESSES_PER_ADDRESS: '1000000',
};

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

const call = (base: string, path: string, token: string | null, body?: unknown) =>
  callApi(base, body === undefined ? 'GET' : 'POST', path, token, body);

/** Resident memory of the server process, in bytes. */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '') ?? 0) * 1024;
}

interface Watcher {
  /** Called with the tick number of each `tick` event, and the message id of each `chat` event, at its receipt. */
  onEvent: (event: 'tick' | 'chat', key: number, at: number) => void;
}

/** Opens one stream and answers once its headers came; each `tick` event goes to the watcher. */
function openStream(base: string, token: string, watcher: Watcher): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/events`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame.slice(frame.indexOf('data: ') + 6);
            if (frame.includes('event: tick\n'))
              watcher.onEvent('tick', (JSON.parse(data) as { tick: number }).tick, at);
            else if (frame.includes('event: chat\n'))
              watcher.onEvent('chat', (JSON.parse(data) as { message: { id: number } }).message.id, at);
          }
        });
        resolve(req);
      },
    );
    req.on('error', reject);
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

interface Round {
  tick: number;
  ms: number;
  got: number;
  p50: number;
  p99: number;
  max: number;
  spread: number;
}
interface Measured {
  rounds: Round[];
  /** A message posted to Trade, which every player reads: from the post's start to each stream's receipt. */
  chat: Round[];
  rssBefore: number;
  rssAfter: number;
}

function roundOf(tick: number, ms: number, times: number[]): Round {
  const got = times.length;
  return {
    tick,
    ms,
    got,
    p50: got ? quantile(times, 0.5) : NaN,
    p99: got ? quantile(times, 0.99) : NaN,
    max: got ? times[got - 1]! : NaN,
    spread: got ? times[got - 1]! - times[0]! : NaN,
  };
}

/**
 * Signs the players up on the first server, opens the streams round the servers (stream i on server
 * i mod n), runs the ticks on the first, and times each stream's `tick` event. RSS is summed over the servers.
 */
async function measure(servers: BundledServer[]): Promise<Measured> {
  const first = servers[0]!;
  const requests: http.ClientRequest[] = [];
  const rssOf = () => servers.reduce((sum, s) => sum + rss(s.child.pid!), 0);
  try {
    const tokens: string[] = [];
    // A few sign-ups at once: each hashes a password, the costly part.
    for (let i = 0; i < PLAYERS; i += 4) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(4, PLAYERS - i) }, (_, k) =>
          call(first.base, '/api/auth/register', null, {
            email: `e${i + k}@bench.test`,
            password: 'bench-password',
            name: `E${i + k}`,
          }),
        ),
      );
      for (const d of batch) tokens.push((d as { token: string }).token);
    }
    // Settle the heap before the baseline.
    await new Promise((r) => setTimeout(r, 2_000));
    const rssBefore = rssOf();

    const received = new Map<number, number[]>();
    const chats = new Map<number, number[]>();
    const watcher: Watcher = {
      onEvent: (event, key, at) => {
        const into = event === 'tick' ? received : chats;
        const list = into.get(key) ?? [];
        list.push(at);
        into.set(key, list);
      },
    };
    for (let i = 0; i < STREAMS; i += 100)
      requests.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, STREAMS - i) }, (_, k) =>
            openStream(servers[(i + k) % servers.length]!.base, tokens[(i + k) % PLAYERS]!, watcher),
          ),
        )),
      );
    await new Promise((r) => setTimeout(r, 2_000));
    const rssAfter = rssOf();

    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const sent = performance.now();
      const res = await fetch(`${first.base}/api/admin/tick`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const report = ((await res.json()) as { data: { tickNumber: number; ms: number } }).data;
      // Every stream has the event, or 10 s have gone by.
      for (let w = 0; w < 100 && (received.get(report.tickNumber)?.length ?? 0) < STREAMS; w++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const commit = sent + report.ms;
      const times = (received.get(report.tickNumber) ?? []).map((t) => Math.max(0, t - commit)).sort((a, b) => a - b);
      rounds.push(roundOf(report.tickNumber, report.ms, times));
      console.log(rounds.at(-1));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    // One player posts to Trade, which every player reads: within the burst limit (5 per 10 s).
    const chat: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const sent = performance.now();
      const posted = (await call(first.base, '/api/chat/channels/trade/messages', tokens[0]!, {
        text: `Bench message ${r}: selling steel`,
      })) as { message: { id: number } };
      const answered = performance.now() - sent;
      const id = posted.message.id;
      for (let w = 0; w < 100 && (chats.get(id)?.length ?? 0) < STREAMS; w++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const times = (chats.get(id) ?? []).map((t) => Math.max(0, t - sent)).sort((a, b) => a - b);
      chat.push(roundOf(id, answered, times));
      console.log(chat.at(-1));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { rounds, chat, rssBefore, rssAfter };
  } finally {
    for (const req of requests) req.destroy();
  }
}

/** The section's lines for one run: its table and summary; whether it met the goal. */
function report(m: Measured, processes: number): { lines: string[]; met: boolean; summary: string } {
  const ticks = latencies(m.rounds);
  const chat = latencies(m.chat);
  const perStream = (m.rssAfter - m.rssBefore) / STREAMS;
  const servers = processes === 1 ? 'Server' : `The ${processes} servers' summed`;
  return {
    met: ticks.met && chat.met,
    summary: `tick ${ticks.summary}; chat ${chat.summary}; ${fmt(perStream / 1024)} KiB/stream`,
    lines: [
      ...ticks.lines('| Tick | Tick ran |'),
      '',
      `A message posted to Trade (every player reads it), from the post's start to each stream's receipt of its \`chat\` event:`,
      '',
      ...chat.lines('| Message | Post answered in |'),
      '',
      `${servers} RSS ${fmt(m.rssBefore / 2 ** 20)} MiB before the streams, ${fmt(m.rssAfter / 2 ** 20)} MiB with them open:`,
      `about ${fmt(perStream / 1024)} KiB a stream.`,
    ],
  };
}

/** One kind of event's rounds as a table and a summary. */
function latencies(rounds: Round[]) {
  // The first round warms the server (JIT, the market cache); the rest are reported.
  const measured = rounds.slice(1);
  const median = (pick: (r: Round) => number) =>
    measured.map(pick).sort((a, b) => a - b)[Math.floor(measured.length / 2)]!;
  const worstP99 = Math.max(...measured.map((r) => r.p99));
  const allReceived = measured.every((r) => r.got === STREAMS);
  const met = allReceived && worstP99 < TARGET_P99_MS;
  return {
    met,
    summary: `p50 ${fmt(median((r) => r.p50))} ms, worst p99 ${fmt(worstP99)} ms (${met ? 'met' : 'missed'})`,
    lines: (head: string) => [
      `${head} Streams that got it | p50 | p99 | Last | First → last |`,
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...measured.map(
        (r) =>
          `| ${r.tick} | ${fmt(r.ms)} ms | ${fmt(r.got)} | ${fmt(r.p50)} ms | ${fmt(r.p99)} ms | ${fmt(r.max)} ms | ${fmt(r.spread)} ms |`,
      ),
      '',
      `Median of the measured rounds: p50 ${fmt(median((r) => r.p50))} ms, p99 ${fmt(median((r) => r.p99))} ms; worst p99 ${fmt(worstP99)} ms`,
      `(goal: p99 under ${fmt(TARGET_P99_MS)} ms: ${met ? 'met' : 'missed'}).`,
    ],
  };
}

let pglite: Measured;
const server = await startBundledServer(PORT, serverEnv);
try {
  pglite = await measure([server]);
} finally {
  await stopBundledServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

// Two processes on one PostgreSQL database, when the run has one (scripts/with-postgres.sh).
let postgres: Measured | null = null;
if (process.env.TEST_DATABASE_URL) {
  const database = await freshPostgres(process.env.TEST_DATABASE_URL);
  const env = { ...serverEnv, DATABASE_URL: database.url };
  const servers: BundledServer[] = [];
  try {
    servers.push(await startBundledServer(PORT + 1, env));
    servers.push(await startBundledServer(PORT + 2, env));
    postgres = await measure(servers);
  } finally {
    for (const s of servers) await stopBundledServer(s);
    await database.drop();
  }
}
agent.destroy();

const one = report(pglite, 1);
const two = postgres ? report(postgres, 2) : null;
writeSection('events', [
  `## Events: one tick, and one chat message, to ${fmt(STREAMS)} open streams, one server process on PGlite${two ? ', two on PostgreSQL' : ''}`,
  '',
  `\`npm run bench:events\`, ${today()}, ${machine()}; load average ${loadAtStart} when the run began.`,
  `**Shared machine**: another helper's work and a CI run shared these 2 cores during the run (see the load average), so the`,
  'figures are an upper bound on what the machine does alone.',
  `The bundled server on a fresh PGlite folder; ${fmt(PLAYERS)} players (no machines), ${fmt(STREAMS)} streams`,
  `(${PER_PLAYER} a player), all read by one client process on the same machine (it takes one of the two cores).`,
  `${ROUNDS} admin ticks, the first as warm-up. Latency: from the tick's commit (the admin call's start plus the`,
  "tick's own duration) to each stream's receipt of its `tick` event. Then one player posts " +
    `${ROUNDS} messages to Trade`,
  '(the first as warm-up), 500 ms apart; on two processes it posts to the first, whose NOTIFY the second hears.',
  '',
  ...one.lines,
  'A rough figure: RSS moves with the garbage collector, and the heap the sign-ups left may have shrunk while the',
  'streams opened, hiding part of their cost.',
  ...(two
    ? [
        '',
        '### Two server processes on one PostgreSQL',
        '',
        `The same on a fresh database of the local PostgreSQL 15 cluster (scripts/with-postgres.sh): two bundled servers,`,
        `the ${fmt(STREAMS)} streams split between them, the ticks run by the first through its admin call. The second hears`,
        "of each tick through LISTEN/NOTIFY in the tick's commit and tells its own streams.",
        '',
        ...two.lines,
      ]
    : ['Two processes on PostgreSQL: not measured in this run (run it under scripts/with-postgres.sh).']),
]);
console.log(`events, one process on PGlite: ${one.summary}`);
if (two) console.log(`events, two processes on PostgreSQL: ${two.summary}`);
