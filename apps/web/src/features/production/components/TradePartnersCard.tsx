import type { GoodTrade, TradePartner } from '@forgeworks/contract';
import { RESOURCE_NAMES } from '@forgeworks/engine';
import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { formatMoney, formatUnits } from '@/shared/lib/format';
import { focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { useTradePartners } from '../api/trade-partners';

type Flow = GoodTrade['boughtFromPlayers'];

const amount = (flow: Flow) => (flow.units > 0 ? `${formatUnits(flow.units)} for ${formatMoney(flow.value)}` : '—');
const whom = (partners: readonly TradePartner[]) =>
  partners.map((p) => `${p.factoryName} (${formatUnits(p.units)})`).join(', ');

function Line({ label, flow, partners }: { label: string; flow: Flow; partners?: readonly TradePartner[] }) {
  return (
    <div className="flex flex-col gap-0.5 sm:contents">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="tabular-nums">
        {amount(flow)}
        {partners && partners.length > 0 && <span className="block text-xs text-ink-muted">{whom(partners)}</span>}
      </dd>
    </div>
  );
}

function GoodRow({ good }: { good: GoodTrade }) {
  const name = RESOURCE_NAMES[good.resourceType];
  return (
    <li className="rounded-lg border border-line/60 p-3" aria-label={name}>
      <h3 className="mb-2 font-medium">{name}</h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-1">
        <Line label="Bought from players" flow={good.boughtFromPlayers} partners={good.sellers} />
        <Line label="Sold to players" flow={good.soldToPlayers} partners={good.buyers} />
        <Line label="Bought from the market" flow={good.boughtFromMarket} />
        <Line label="Sold to the market" flow={good.soldToMarket} />
      </dl>
    </li>
  );
}

/**
 * The chain across factories (issue 47): what this factory bought and sold over the last game day,
 * per good, and from whom: the players it traded with on the exchange and by contract, and the market.
 */
export function TradePartnersCard({ className }: { className?: string }) {
  const trade = useTradePartners();
  return (
    <Card title="Trade Across Factories" icon={<Handshake aria-hidden />} className={className}>
      {trade.isPending ? (
        <CardLoading text="Loading your trades..." />
      ) : trade.isError ? (
        <CardError message="Failed to load your trades" onRetry={() => void trade.refetch()} />
      ) : trade.data.goods.length === 0 ? (
        <CardEmpty text="Nothing bought or sold in the last game day. Buy what your site does not make from other players on the Exchange." />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-muted">
            The last {trade.data.hours} game hours: what your factory bought and sold, and from whom. Players trade on
            the{' '}
            <Link
              to="/game/market?tab=exchange"
              className={cn('font-medium text-accent underline-offset-2 hover:underline', focusRing, 'rounded')}
            >
              Exchange
            </Link>{' '}
            and by contract; trades with the market show once the next tick has run.
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {trade.data.goods.map((good) => (
              <GoodRow key={good.resourceType} good={good} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
