import type { FactoryState } from '@forgeworks/engine';
import type { RecentLedger } from '../codecs/recent-ledger.js';

export interface FactoryRecord {
  id: string;
  userId: string;
  name: string;
  state: FactoryState;
}

export interface LockedFactory extends FactoryRecord {
  recent: RecentLedger;
}
