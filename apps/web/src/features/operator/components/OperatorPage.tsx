import { AuditCard } from './AuditCard';
import { ChatReportsCard } from './ChatReportsCard';
import { ChatSwitchCard } from './ChatSwitchCard';
import { FairPlayCard } from './FairPlayCard';
import { NameReportsCard } from './NameReportsCard';
import { OperatorsCard } from './OperatorsCard';
import { PasswordHelpCard } from './PasswordHelpCard';
import { PlayersCard } from './PlayersCard';

/**
 * The operator's page (accounts granted operator rights): the fair-play report across the top, as the
 * signals to start from; below, players to find and act on, the players who asked for a link to set a
 * new password, the reported names, the chat switch, the reported messages, the audit and who the
 * operators are.
 */
export default function OperatorPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <FairPlayCard className="lg:col-span-12" />
      <PlayersCard className="lg:col-span-7" />
      <div className="grid content-start gap-4 lg:col-span-5">
        <PasswordHelpCard />
        <NameReportsCard />
        <ChatSwitchCard />
        <ChatReportsCard />
        <AuditCard />
        <OperatorsCard />
      </div>
    </div>
  );
}
