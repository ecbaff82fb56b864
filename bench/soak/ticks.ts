/** The ticks that ran during the soak, from the tick_runs table both processes write. */
import pg from 'pg';

export interface TickRun {
  tick: number;
  startedAt: number;
  finishedAt: number | null;
  factories: number;
}

export async function tickRuns(url: string, from: number, to: number): Promise<TickRun[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      tick: number;
      started_at: Date;
      finished_at: Date | null;
      factories: number;
    }>(
      'SELECT tick, started_at, finished_at, factories FROM tick_runs WHERE started_at BETWEEN $1 AND $2 ORDER BY tick',
      [new Date(from), new Date(to)],
    );
    return rows.map((r) => ({
      tick: r.tick,
      startedAt: r.started_at.getTime(),
      finishedAt: r.finished_at?.getTime() ?? null,
      factories: r.factories,
    }));
  } finally {
    await client.end();
  }
}

export interface TickSummary {
  count: number;
  /** Ticks numbered out of sequence (a tick skipped) or never finished. */
  missing: number;
  unfinished: number;
  /** Ticks that did not reach every factory. */
  incomplete: number;
  /** How much later than one interval after the previous start each tick started, ms. */
  maxLateMs: number;
  late: number;
  medianMs: number;
  maxMs: number;
}

/**
 * The scheduler checks once a second and starts a tick one interval after the last one started,
 * so a tick is on time when it starts within that second (plus a little slack) of its due time.
 */
export const LATE_AFTER_MS = 1_500;

export function summarizeTicks(runs: TickRun[], intervalMs: number, factories: number): TickSummary {
  const durations = runs.flatMap((r) => (r.finishedAt === null ? [] : [r.finishedAt - r.startedAt]));
  durations.sort((a, b) => a - b);
  const lateness = runs.slice(1).map((r, i) => r.startedAt - runs[i]!.startedAt - intervalMs);
  const first = runs[0]?.tick ?? 0;
  return {
    count: runs.length,
    missing: runs.filter((r, i) => r.tick !== first + i).length,
    unfinished: runs.filter((r) => r.finishedAt === null).length,
    incomplete: runs.filter((r) => r.factories < factories).length,
    maxLateMs: Math.max(0, ...lateness),
    late: lateness.filter((ms) => ms > LATE_AFTER_MS).length,
    medianMs: durations[Math.floor(durations.length / 2)] ?? NaN,
    maxMs: durations.at(-1) ?? NaN,
  };
}

/** Whether a moment fell inside a running tick. */
export function duringTick(runs: TickRun[], at: number): boolean {
  return runs.some((r) => at >= r.startedAt && at <= (r.finishedAt ?? Infinity));
}
