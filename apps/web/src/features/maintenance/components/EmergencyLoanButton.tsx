import { HandCoins } from 'lucide-react';
import { Button } from '@/shared/ui/Button';
import { useEmergencyLoan, useLoanTerms } from '../api/maintenance';
import { loanOffer } from '../lib/maintenance-rules';

/**
 * The largest emergency loan on offer, taken in one click: beside a broken machine whose repair the
 * cash cannot cover, and beside the warning that the cash cannot fund the next tick. Nothing shows
 * while the terms load or when no loan is on offer.
 */
export function EmergencyLoanButton({ className }: { className?: string }) {
  const terms = useLoanTerms();
  const loan = useEmergencyLoan();
  const offer = loanOffer(terms.data);
  if (!offer) return null;
  return (
    <Button
      variant="secondary"
      className={className ?? 'max-w-full'}
      icon={<HandCoins aria-hidden className="size-4" />}
      pending={loan.isPending}
      onClick={() => loan.mutate({ loanAmount: offer.amount })}
    >
      {/* The label is long on phones: let it wrap instead of pushing the page sideways. */}
      <span className="text-left leading-tight whitespace-normal">{offer.label}</span>
    </Button>
  );
}
