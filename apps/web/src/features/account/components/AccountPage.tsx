import { QueryPage } from '@/shared/ui/QueryCard';
import { useAccountSettings } from '../api/account';
import { DeleteAccountCard } from './DeleteAccountCard';
import { FactoryNameCard } from './FactoryNameCard';
import { NotificationsCard } from './NotificationsCard';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';

/** Account settings, from the avatar menu: the factory's name, the password, notifications, devices, deletion. */
export default function AccountPage() {
  return (
    <QueryPage title="Account" query={useAccountSettings()} texts={{ loading: 'Loading account...' }}>
      {({ user, factoryName, formerNames, nextRenameAt, renamedFrom, sessions }) => (
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
          {/* Keyed on the name: the form starts again from the saved one. */}
          <FactoryNameCard
            key={factoryName}
            factoryName={factoryName}
            formerNames={formerNames}
            nextRenameAt={nextRenameAt}
            renamedFrom={renamedFrom}
            email={user.email}
          />
          <PasswordCard user={user} />
          <NotificationsCard className="lg:col-span-2" />
          <SessionsCard sessions={sessions} className="lg:col-span-2" />
          <DeleteAccountCard factoryName={factoryName} className="lg:col-span-2" />
        </div>
      )}
    </QueryPage>
  );
}
