import type { FairPlayReport } from '@forgeworks/contract';
import { FAIR_PLAY, RESOURCE_NAMES, toDollars } from '@forgeworks/engine';
import { Scale } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { formatDateTime, formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { CardEmpty } from '@/shared/ui/CardState';
import { QueryCard } from '@/shared/ui/QueryCard';
import { FitTable, Td, Tr, type Column } from '@/shared/ui/Table';
import { useFairPlayReport } from '../api/operator';
import { FactoryPair } from './FactoryPair';

type Flow = FairPlayReport['flows'][number];
type Trade = FairPlayReport['trades'][number];

/** On a phone the last column's time moves under the value, so the table fits without scrolling. */
const WIDE_ONLY = 'hidden sm:table-cell';

const FLOW_COLUMNS: readonly Column[] = [
  { label: 'Factories' },
  { label: 'Value', numeric: true },
  { label: 'Last trade', className: WIDE_ONLY },
];

const TRADE_COLUMNS: readonly Column[] = [
  { label: 'Factories' },
  { label: 'Value', numeric: true },
  { label: 'When', className: WIDE_ONLY },
];

/**
 * One line of either table: the two factories, the value that passed with what it was made of,
 * and when (in its own column on a wide screen, under the value on a phone).
 */
function PairRow({
  row,
  parts,
  factories,
  at,
  children,
}: Pick<ComponentProps<typeof FactoryPair>, 'parts' | 'factories'> & {
  row: Pick<Flow, 'value' | 'sameSignUpAddress'>;
  at: string;
  children: ReactNode;
}) {
  return (
    <Tr>
      <Td className="align-top">
        <FactoryPair parts={parts} factories={factories} sameSignUpAddress={row.sameSignUpAddress} />
      </Td>
      <Td numeric className="space-y-1 align-top">
        <span className="block font-semibold">{formatMoney(row.value)}</span>
        {children}
        <span className="block text-xs text-ink-muted sm:hidden">{formatDateTime(at)}</span>
      </Td>
      <Td className={`${WIDE_ONLY} align-top text-xs whitespace-nowrap text-ink-muted`}>{formatDateTime(at)}</Td>
    </Tr>
  );
}

function FlowRow({ flow }: { flow: Flow }) {
  return (
    <PairRow row={flow} parts={['Gave', 'Received']} factories={[flow.giver, flow.receiver]} at={flow.lastTradeAt}>
      <span className="block text-xs text-ink-muted">
        {formatInteger(flow.trades)} trade{flow.trades === 1 ? '' : 's'}
      </span>
    </PairRow>
  );
}

function TradeRow({ trade }: { trade: Trade }) {
  const off = trade.unitPrice / trade.marketPrice - 1;
  return (
    <PairRow row={trade} parts={['Buyer', 'Seller']} factories={[trade.buyer, trade.seller]} at={trade.at}>
      <span className="block text-xs text-ink-muted">
        {formatInteger(trade.quantity)} {RESOURCE_NAMES[trade.resourceType]} at {formatMoney(trade.unitPrice)}
      </span>
      <span className="block text-xs text-ink-muted">
        {formatPercent(Math.abs(off))} {off > 0 ? 'over' : 'under'} the market's {formatMoney(trade.marketPrice)}
      </span>
    </PairRow>
  );
}

function Section({ title, about, children }: { title: string; about: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-2">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <p className="text-xs text-ink-muted">{about}</p>
      {children}
    </div>
  );
}

/**
 * The fair-play report (docs/security.md, "Fair play"): pairs of factories where value went one way
 * through the exchange and trades far from the market's price, newest first, both factories named
 * with their sign-up addresses' accounts; each name finds its player in the players list.
 */
export function FairPlayCard({ className }: { className?: string }) {
  return (
    <QueryCard
      title="Fair play"
      icon={<Scale aria-hidden />}
      className={className}
      query={useFairPlayReport()}
      texts={{ loading: 'Loading the fair-play report...', error: 'Failed to load the fair-play report' }}
    >
      {(report) => (
        <div className="space-y-6">
          <p className="text-sm text-ink-muted">
            Signals for you to judge, not verdicts: players behind one router share an address, and a generous friend is
            not a cheat. Select a factory to find its player.
          </p>
          <div className="space-y-6">
            <Section
              title="Value going one way"
              about={`Pairs where one factory handed the other ${formatMoney(toDollars(FAIR_PLAY.ONE_WAY_FLOW))} or more than it got back, trading away from the market's price; the newest first.`}
            >
              {report.flows.length === 0 ? (
                <CardEmpty text="No value has gone one way." />
              ) : (
                <FitTable label="Value going one way" columns={FLOW_COLUMNS}>
                  {report.flows.map((flow) => (
                    <FlowRow key={`${flow.giver.factoryId}>${flow.receiver.factoryId}`} flow={flow} />
                  ))}
                </FitTable>
              )}
            </Section>
            <Section
              title="Trades far from the market"
              about={`Trades ${formatPercent(FAIR_PLAY.FAR_FROM_MARKET)} or more from the market's price when they filled; the value is what the trade handed over.`}
            >
              {report.trades.length === 0 ? (
                <CardEmpty text="No trade far from the market." />
              ) : (
                <FitTable label="Trades far from the market" columns={TRADE_COLUMNS}>
                  {report.trades.map((trade) => (
                    <TradeRow key={trade.id} trade={trade} />
                  ))}
                </FitTable>
              )}
            </Section>
          </div>
        </div>
      )}
    </QueryCard>
  );
}
