import { formatInteger } from '@/shared/lib/format';
import { Stat, type StatProps } from '@/shared/ui/Stat';
import { playersText } from '../lib/standings';

/** A factory's rank of every player's, as a stat. */
export function RankStat({ rank, of, tone }: { rank: number; of: number; tone?: StatProps['tone'] }) {
  return <Stat label="Rank" value={`#${formatInteger(rank)}`} tone={tone} hint={`of ${playersText(of)}`} />;
}
