import type { Contract } from '@forgeworks/contract';
import { CONTRACTS, FAIR_PLAY } from '@forgeworks/engine';
import { FileSignature, History, Inbox, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatInteger, formatPercent } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { CardEmpty } from '@/shared/ui/CardState';
import { QueryPage } from '@/shared/ui/QueryCard';
import { useContracts } from '../api/contracts';
import { groupContracts, threadLine } from '../lib/contracts';
import { ActiveContract, HistoryTable } from './ContractRows';
import { ContractLine } from './OfferLine';

type Data = NonNullable<ReturnType<typeof useContracts>['data']>;

/**
 * The player's contracts (issue 36): offers received (accept, decline or counter) and sent (withdraw), the
 * active ones with their delivery progress and due time, and the history. Another player's factory
 * profile has "Offer a contract".
 */
export default function ContractsPage() {
  return (
    <QueryPage
      title="Contracts"
      icon={<FileSignature aria-hidden />}
      query={useContracts()}
      texts={{ loading: 'Loading your contracts...', error: 'Unable to load your contracts' }}
    >
      {(data) => <Lists data={data} />}
    </QueryPage>
  );
}

function Lists({ data }: { data: Data }) {
  const { received, sent, active, history } = groupContracts(data.contracts);
  const clock = { tick: data.tick, tickIntervalMs: data.tickIntervalMs };
  const list = (contracts: Contract[], empty: string, render: (c: Contract) => ReactNode) =>
    contracts.length === 0 ? <CardEmpty text={empty} /> : <ul className="space-y-3">{contracts.map(render)}</ul>;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <Card title="Offers received" icon={<Inbox aria-hidden />} className="lg:col-span-6">
        {list(received, 'No offers waiting for your answer.', (c) => (
          <ContractLine key={c.id} contract={c} clock={clock} thread={threadLine(c, data.contracts)} />
        ))}
      </Card>
      <Card title="Offers sent" icon={<Send aria-hidden />} className="lg:col-span-6">
        {list(sent, "No offers of yours waiting: offer one from another player's factory profile.", (c) => (
          <ContractLine key={c.id} contract={c} clock={clock} thread={threadLine(c, data.contracts)} />
        ))}
      </Card>
      <Card title="Active contracts" icon={<FileSignature aria-hidden />} className="lg:col-span-12">
        {list(active, 'No active contracts.', (c) => (
          <ActiveContract key={c.id} contract={c} clock={clock} thread={threadLine(c, data.contracts)} />
        ))}
      </Card>
      <Card title="History" icon={<History aria-hidden />} className="lg:col-span-12">
        {history.length === 0 ? (
          <CardEmpty text="No contract has closed yet." />
        ) : (
          <HistoryTable contracts={history} all={data.contracts} />
        )}
      </Card>
      <p className="text-xs leading-relaxed text-ink-muted lg:col-span-12">
        A contract falls due its ticks after it is accepted, however long the offer waited; an offer stays open{' '}
        {formatInteger(CONTRACTS.OFFER_OPEN_TICKS)} ticks. Acceptance holds the buyer&apos;s whole payment in escrow.
        Each tick delivers what the seller has, before its standing orders sell; the seller is paid less the
        exchange&apos;s fee. Short at the due tick, the contract defaults: the buyer gets the rest of its money back and{' '}
        {formatPercent(CONTRACTS.PENALTY_SHARE)} of the undelivered value from the seller. In instalments, each is
        settled at its own due tick: a missed one&apos;s undelivered value comes back with its penalty, and the contract
        goes on. Every outcome shows on both factories&apos; profiles. Prices stay within{' '}
        {formatPercent(FAIR_PLAY.PRICE_BAND)} of the market&apos;s price, as on the exchange. An offer made to you may
        be countered with your own terms: it ends, and yours goes back to its proposer.
      </p>
    </div>
  );
}
