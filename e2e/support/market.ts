import type { Page } from '@playwright/test';
import { api } from './game';

export interface HistoryPoint {
  tick: number;
  price: number;
  volumeSold: number;
  volumeBought: number;
}

/** Coal's price-history point of `tick` (last 24 h) and the one before it, as the API gives them. */
export async function coalPointAt(page: Page, tick: number): Promise<{ point: HistoryPoint; before: HistoryPoint }> {
  const history = await api<{ points: HistoryPoint[] }>(page, '/market/history?resourceType=COAL&range=24h');
  const at = history.points.findIndex((p) => p.tick === tick);
  return { point: history.points[at]!, before: history.points[at - 1]! };
}
