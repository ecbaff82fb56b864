import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { useAccount } from '../api/account';
import { DeleteAccountCard } from './DeleteAccountCard';
import { FactoryNameCard } from './FactoryNameCard';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';

/** Account settings, from the avatar menu: the factory's name, the password, devices, deletion. */
export default function AccountPage() {
  const account = useAccount();

  if (account.isPending)
    return (
      <Card title="Account">
        <CardLoading text="Loading account..." />
      </Card>
    );
  if (account.isError)
    return (
      <Card title="Account">
        <CardError message={account.error.message} onRetry={() => void account.refetch()} />
      </Card>
    );

  const { user, factoryName, sessions } = account.data;
  return (
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
      {/* Keyed on the name: the form starts again from the saved one. */}
      <FactoryNameCard key={factoryName} factoryName={factoryName} email={user.email} />
      <PasswordCard user={user} />
      <SessionsCard sessions={sessions} className="lg:col-span-2" />
      <DeleteAccountCard factoryName={factoryName} className="lg:col-span-2" />
    </div>
  );
}
