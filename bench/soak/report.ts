/** The soak section of docs/benchmarks.md, and a summary on the console. */
import { cpus } from 'node:os';
import { fmt, machine, today, writeSection } from '../lib/report.js';
import type { SoakOptions } from './options.js';
import type { RequestLog, Sent } from './requests.js';
import { countBy, percentile } from './requests.js';
import type { TickRun } from './ticks.js';
import { duringTick, LATE_AFTER_MS, summarizeTicks } from './ticks.js';

export interface SoakResult {
  options: SoakOptions;
  loadAtStart: string;
  tickMs: number;
  inFlight: string | undefined;
  players: number;
  turns: number;
  log: RequestLog;
  soak: { from: number; to: number };
  ticks: TickRun[];
  rss: { boot: number[]; start: number[]; end: number[]; max: number[] };
  serverErrors: string[];
}

const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : fmt(n)} ms` : '—');
const mib = (n: number) => (Number.isNaN(n) ? 'exited' : `${n.toFixed(0)} MiB`);
/** Refusal messages name amounts and ids: grouped without them. */
const reason = (s: Sent) => (s.message ?? `HTTP ${s.status}`).replace(/\$?[\d,.]+/g, '#');

function latencyRow(label: string, sent: Sent[]): string {
  const sorted = sent.map((s) => s.ms).sort((a, b) => a - b);
  return `| ${label} | ${fmt(sent.length)} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.99))} | ${ms(sorted.at(-1) ?? NaN)} |`;
}

export function writeSoakReport(r: SoakResult): void {
  const { options } = r;
  const signUps = r.log.sent.filter((s) => s.route === 'POST /api/auth/register');
  const opening = r.log.sent.filter((s) => s.startedAt < r.soak.from);
  const played = r.log.sent.filter((s) => s.startedAt >= r.soak.from);
  const errors = r.log.sent.filter((s) => s.outcome === 'error');
  const refusals = played.filter((s) => s.outcome === 'refused');
  const inSoak = r.ticks.filter((t) => t.startedAt >= r.soak.from && t.startedAt <= r.soak.to);
  const ticks = summarizeTicks(inSoak, r.tickMs, r.players);
  const during = played.filter((s) => duringTick(r.ticks, s.startedAt));
  const between = played.filter((s) => !duringTick(r.ticks, s.startedAt));
  const growth = r.rss.end.map((end, i) => end / r.rss.start[i]! - 1);
  const ticksOk = ticks.count > 0 && ticks.missing + ticks.unfinished + ticks.incomplete + ticks.late === 0;
  const met = errors.length === 0 && r.serverErrors.length === 0 && ticksOk;
  const minutes = (r.soak.to - r.soak.from) / 60_000;

  const lines = [
    `## Soak: ${fmt(r.players)} players on PostgreSQL, ${options.processes} server processes`,
    '',
    `\`npm run bench:soak\`, ${today()}, ${machine()}; load average ${r.loadAtStart} when the run began.`,
    `The bundled server, ${options.processes} processes on one throwaway PostgreSQL 15 cluster (fsync off), ticks every`,
    `${fmt(r.tickMs)} ms${r.inFlight ? ` (TICK_BATCHES_IN_FLIGHT=${r.inFlight})` : ''}. ${fmt(options.players)} players signed up over HTTP at ${options.signUpsPerSecond}/s,`,
    `spread over the processes in turn (each then opened its factory, which makes it), then played ${minutes.toFixed(1)} minutes: each took a turn every ${options.turnSeconds.join('–')} s`,
    `(uniform jitter): it read its factory, workers and the market, let its simulator strategy`,
    `(${options.strategies.join(', ')}, in turn) decide, and sent each move through the API.`,
    ...(r.players < 1_000 || minutes < 10 ? ['**A short run**: the soak proper is 1,000 players for 10 minutes.'] : []),
    `Load generator, servers and database share the machine's ${cpus().length} cores.`,
    '',
    `| Turns | Requests | Errors (5xx, network, 401/404/429) | Game refusals | Server log errors | Ticks | Goal | Result |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${fmt(r.turns)} | ${fmt(played.length)} (+ ${fmt(opening.length)} signing up) | ${fmt(errors.length)} | ${fmt(refusals.length)} | ${fmt(r.serverErrors.length)} | ${fmt(ticks.count)} | 0 errors, every tick complete and on time | ${met ? 'met' : 'missed'} |`,
    '',
    '| Requests | Count | p50 | p99 | Max |',
    '| --- | --- | --- | --- | --- |',
    latencyRow('Between ticks', between),
    latencyRow('During a tick', during),
    latencyRow('All played', played),
    latencyRow('Sign-ups', signUps),
    '',
    `| Ticks | Skipped | Unfinished | Short of ${fmt(r.players)} factories | Late (> ${LATE_AFTER_MS / 1000} s) | Latest start | Median duration | Longest |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${fmt(ticks.count)} | ${ticks.missing} | ${ticks.unfinished} | ${ticks.incomplete} | ${ticks.late} | +${ms(ticks.maxLateMs)} | ${ms(ticks.medianMs)} | ${ms(ticks.maxMs)} |`,
    '',
    '| Server process | RSS at boot | At soak start | At end | Highest | Change over the soak |',
    '| --- | --- | --- | --- | --- | --- |',
    ...r.rss.end.map(
      (end, i) =>
        `| ${i + 1} | ${mib(r.rss.boot[i]!)} | ${mib(r.rss.start[i]!)} | ${mib(end)} | ${mib(r.rss.max[i]!)} | ${(growth[i]! * 100).toFixed(0)}% |`,
    ),
    '',
    `Played requests by route: ${countBy(played, (s) => s.route)
      .map(([route, n]) => `${fmt(n)} × ${route}`)
      .join('; ')}.`,
    '',
    `Game refusals by message (the strategies decide on the view of the turn's start; the tick may change it before a move): ${
      countBy(refusals, reason)
        .slice(0, 6)
        .map(([m, n]) => `${fmt(n)} × “${m}”`)
        .join('; ') || 'none'
    }.`,
  ];
  if (errors.length > 0) {
    const byKind = countBy(errors, (s) => `${s.route} → ${s.status || 'no answer'}: ${s.message ?? ''}`);
    lines.push('', `Errors: ${byKind.map(([m, n]) => `${fmt(n)} × ${m}`).join('; ')}.`);
  }
  if (r.serverErrors.length > 0) {
    const byMessage = countBy(r.serverErrors, (m) => m);
    lines.push('', `Server log errors: ${byMessage.map(([m, n]) => `${fmt(n)} × ${m}`).join('; ')}.`);
  }
  writeSection('soak', lines);
  console.log(lines.join('\n'));
}
