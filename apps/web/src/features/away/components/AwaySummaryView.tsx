import type { AwaySummary } from '@forgeworks/contract';
import { cn } from '@/shared/lib/cn';
import { formatMoney, formatQuantity, withSign } from '@/shared/lib/format';
import { toneText } from '@/shared/ui/Badge';
import type { Line } from '../lib/away';
import { capitalLines, changeTone, expenseLines, resourceLines } from '../lib/away';

function Heading({ children }: { children: string }) {
  return <h3 className="mb-2 text-xs font-medium tracking-wide text-ink-muted uppercase">{children}</h3>;
}

function MoneyChange({
  label,
  then,
  now,
  lowerIsBetter,
}: {
  label: string;
  then: number;
  now: number;
  lowerIsBetter?: boolean;
}) {
  const delta = now - then;
  return (
    // Two rows on a phone (label and now, change and then), a tile from sm up: the three fit one screen.
    <div className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 rounded-lg border border-line/60 bg-raised/40 px-3 py-2 sm:block sm:p-3">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-right text-lg font-semibold text-ink tabular-nums sm:mt-1 sm:text-left sm:text-xl">
        {formatMoney(now)}
      </dd>
      <dd className={cn('text-sm font-medium tabular-nums', toneText[changeTone(then, now, { lowerIsBetter })])}>
        {delta > 0 ? '+' : ''}
        {formatMoney(delta)}
      </dd>
      <dd className="text-right text-xs text-ink-muted tabular-nums sm:text-left">was {formatMoney(then)}</dd>
    </div>
  );
}

function MoneyLines({ lines, total, signed = false }: { lines: Line[]; total?: Line; signed?: boolean }) {
  return (
    <dl className="space-y-1 text-sm">
      {[...lines, ...(total ? [total] : [])].map((l) => (
        <div
          key={l.label}
          className={cn('flex justify-between gap-4', l === total && 'border-t border-line/60 pt-1 font-medium')}
        >
          <dt className="text-ink-muted">{l.label}</dt>
          <dd className="text-ink tabular-nums">
            {signed ? withSign(l.value, formatMoney(l.value)) : formatMoney(l.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the factory made, sold, spent and repaired between two visits, and its money then and now. */
export function AwaySummaryView({ summary }: { summary: AwaySummary }) {
  const resources = resourceLines(summary);
  const capital = capitalLines(summary);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <MoneyChange label="Cash" then={summary.cash.then} now={summary.cash.now} />
        <MoneyChange label="Debt" then={summary.debt.then} now={summary.debt.now} lowerIsBetter />
        <MoneyChange label="Net worth" then={summary.netWorth.then} now={summary.netWorth.now} />
      </dl>

      <section>
        <Heading>Made and sold</Heading>
        {resources.length === 0 ? (
          <p className="text-sm text-ink-muted">Nothing was made or sold.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-ink-muted">
                <th className="font-normal">Resource</th>
                <th className="text-right font-normal">Produced</th>
                <th className="text-right font-normal">Sold</th>
                <th className="text-right font-normal">Income</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {resources.map((r) => (
                <tr key={r.name}>
                  <td className="py-0.5 text-ink">{r.name}</td>
                  <td className="text-right">{formatQuantity(r.produced)}</td>
                  <td className="text-right">{formatQuantity(r.sold)}</td>
                  <td className="text-right">{formatMoney(r.income)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-1 text-xs text-ink-muted">Sales include those your standing orders made.</p>
      </section>

      <section>
        <Heading>Spent</Heading>
        <MoneyLines lines={expenseLines(summary)} total={{ label: 'Running costs', value: summary.expenses.total }} />
        {capital.length > 0 && (
          <div className="mt-3">
            {/* Signed: a buyer's refunded escrow or a penalty received came in, and under "Spent" read as paid out. */}
            <p className="mb-1 text-xs text-ink-muted">Other cash moves: + came in, - went out.</p>
            <MoneyLines lines={capital} signed />
          </div>
        )}
      </section>

      <section>
        <Heading>Breakdowns and repairs</Heading>
        {summary.machines.length === 0 ? (
          <p className="text-sm text-ink-muted">No machine broke down, was repaired or maintained.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {summary.machines.map((m) => (
              <li key={m.machineId} className="flex justify-between gap-4">
                <span className="text-ink">{m.name}</span>
                <span className="text-right text-ink-muted tabular-nums">
                  {[
                    m.breakdowns > 0 && (
                      <span key="b" className={toneText.bad}>
                        broke down {m.breakdowns}×
                      </span>
                    ),
                    m.repairs > 0 && `repaired ${m.repairs}×`,
                    m.maintenance > 0 && `maintained ${m.maintenance}×`,
                  ]
                    .filter(Boolean)
                    .flatMap((part, i) => (i === 0 ? [part] : [', ', part]))}
                  {m.cost > 0 && ` · ${formatMoney(m.cost)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {summary.contracts.length > 0 && (
        <section>
          <Heading>Contracts</Heading>
          <ul className="space-y-1 text-sm">
            {summary.contracts.map((c) => (
              <li
                key={c.contractId}
                className={
                  c.outcome === 'defaulted' ? toneText.warning : c.outcome === 'completed' ? toneText.good : 'text-ink'
                }
              >
                {c.line}
              </li>
            ))}
          </ul>
        </section>
      )}

      {!summary.complete && (
        <p className="text-xs text-ink-muted">
          You were away longer than the history the game keeps (7 days): these figures cover the last 7 days.
        </p>
      )}
    </div>
  );
}
