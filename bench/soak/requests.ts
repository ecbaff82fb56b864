/**
 * Every request the soak sends, timed and judged: a success, a game refusal (a 4xx the game
 * answers with a reason, counted by that reason), or an error (5xx, a network failure, or a
 * refusal no honest player should get: 401, 404, 429).
 */
import { requestInit } from '../lib/api.js';

export type Outcome = 'ok' | 'refused' | 'error';

export interface Sent {
  /** Route without ids, e.g. "POST /api/factory/build-machine". */
  route: string;
  server: number;
  startedAt: number;
  ms: number;
  status: number;
  outcome: Outcome;
  message?: string;
}

/** Statuses the game uses to say no to a move (invalid or not allowed now); anything else is an error. */
const GAME_REFUSALS = new Set([400, 409, 422]);

export class RequestLog {
  readonly sent: Sent[] = [];

  /** Sends one request and records it; answers the envelope's data, or null when it was not a success. */
  async call<T>(
    base: string,
    server: number,
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<T | null> {
    const startedAt = Date.now();
    const t0 = performance.now();
    let status = 0;
    let message: string | undefined;
    let data: T | null = null;
    try {
      const res = await fetch(`${base}${path}`, requestInit(method, token, body));
      status = res.status;
      const json = (await res.json()) as { success: boolean; data?: T; message?: string };
      if (res.ok && json.success) data = json.data ?? null;
      else message = json.message;
    } catch (error) {
      message = `network: ${(error as Error).message}`;
    }
    const outcome: Outcome = status >= 200 && status < 300 ? 'ok' : GAME_REFUSALS.has(status) ? 'refused' : 'error';
    this.sent.push({
      route: `${method} ${path}`,
      server,
      startedAt,
      ms: performance.now() - t0,
      status,
      outcome,
      message,
    });
    return data;
  }
}

/** The value below which `share` of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** How many of each item, most first. */
export function countBy<T>(items: T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}
