import { AuditCard } from './AuditCard';
import { ChatReportsCard } from './ChatReportsCard';
import { FairPlayCard } from './FairPlayCard';
import { NameReportsCard } from './NameReportsCard';
import { PlayersCard } from './PlayersCard';

/**
 * The operator's page (accounts in OPERATOR_EMAILS): the fair-play report across the top, as the
 * signals to start from; below, players to find and act on, the reported names and the audit.
 */
export default function OperatorPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <FairPlayCard className="lg:col-span-12" />
      <PlayersCard className="lg:col-span-7" />
      <div className="grid content-start gap-4 lg:col-span-5">
        <NameReportsCard />
        <ChatReportsCard />
        <AuditCard />
      </div>
    </div>
  );
}
