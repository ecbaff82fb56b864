import { AuditCard } from './AuditCard';
import { FairPlaySlot } from './FairPlaySlot';
import { NameReportsCard } from './NameReportsCard';
import { PlayersCard } from './PlayersCard';

/** The operator's page (accounts in OPERATOR_EMAILS): players, reported names, fair play and the audit. */
export default function OperatorPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <PlayersCard className="lg:col-span-7" />
      <div className="grid content-start gap-4 lg:col-span-5">
        <NameReportsCard />
        <FairPlaySlot />
        <AuditCard />
      </div>
    </div>
  );
}
