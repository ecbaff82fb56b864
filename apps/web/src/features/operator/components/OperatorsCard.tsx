import { ShieldCheck } from 'lucide-react';
import { formatDateTime } from '@/shared/lib/format';
import { QueryCard } from '@/shared/ui/QueryCard';
import { useOperators } from '../api/operator';

/**
 * Who may use this page. Rights are granted by the server's holder, not here: an operator's word
 * proves nothing about who owns an address (docs/security.md, "Moderation").
 */
export function OperatorsCard({ className }: { className?: string }) {
  return (
    <QueryCard
      title="Operators"
      icon={<ShieldCheck aria-hidden />}
      className={className}
      query={useOperators()}
      texts={{ loading: 'Loading the operators...', error: 'Failed to load the operators' }}
    >
      {(data) => (
        <div className="space-y-3 text-sm">
          <ul aria-label="Operators" className="space-y-2">
            {data.operators.map((o) => (
              <li key={o.email} className="space-y-0.5">
                <p className="font-medium break-all text-ink">{o.email}</p>
                <p className="text-xs break-words text-ink-muted">
                  {o.playerName} · {o.factoryName} · since {o.grantedAt ? formatDateTime(o.grantedAt) : '–'}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-xs text-ink-muted">
            The server&apos;s holder grants and revokes operator rights:{' '}
            <code className="text-ink">npm run operator -- grant &lt;email&gt;</code>, or the admin API with its token.
          </p>
        </div>
      )}
    </QueryCard>
  );
}
