import type { FinancialStatement } from '@forgeworks/contract';
import { formatMoney } from '@/shared/lib/format';
import { FinanceLine, FinanceLines, LinesHeading, signTone } from './FinanceLines';

type Contracts = Pick<FinancialStatement, 'contracts'>;

/** Penalties of defaulted contracts, received less paid: part of the profit, so above it. */
export function ContractPenaltyLines({ statement: s }: { statement: Contracts }) {
  const { penalties } = s.contracts;
  if (penalties === 0) return null;
  return (
    <>
      <LinesHeading>Contracts</LinesHeading>
      <FinanceLines label="Contracts">
        <FinanceLine
          indent
          label={penalties > 0 ? 'Penalties received' : 'Penalties paid'}
          value={formatMoney(penalties)}
          tone={signTone(penalties)}
        />
      </FinanceLines>
    </>
  );
}

/**
 * Cash a contract (or an exchange bid) holds for units not yet delivered is still the player's: shown below the profit,
 * so accepting a large contract never reads as a loss, and its units count among materials as they arrive.
 */
export function ContractEscrowLines({ statement: s }: { statement: Contracts }) {
  const { escrow, bidEscrow } = s.contracts;
  if (escrow === 0 && bidEscrow === 0) return null;
  return (
    <>
      <LinesHeading>Cash outside profit</LinesHeading>
      <FinanceLines label="Cash outside profit">
        {escrow !== 0 && <FinanceLine indent label="Contract escrow" value={formatMoney(escrow)} />}
        {bidEscrow !== 0 && <FinanceLine indent label="Bid escrow" value={formatMoney(bidEscrow)} />}
      </FinanceLines>
      {escrow !== 0 && (
        <p className="mt-2 text-xs text-ink-muted">
          {escrow < 0
            ? 'Cash set aside to pay for contracted units not yet delivered: still yours, not a cost. Each delivery counts among Materials when it arrives.'
            : 'Escrow paid out for delivered units (counted among Materials) or given back when a contract closed.'}
        </p>
      )}
      {bidEscrow !== 0 && (
        <p className="mt-2 text-xs text-ink-muted">
          {bidEscrow < 0
            ? 'Cash your exchange bids hold: still yours, not a cost, until a seller fills them (then Materials) or they end.'
            : 'Cash your exchange bids held, paid for units bought (counted among Materials) or given back.'}
        </p>
      )}
    </>
  );
}
