import { ProfileActions } from '@/features/chat/components/ProfileActions';
import FactoryProfilePage from '@/features/leaderboard/components/FactoryProfilePage';

/** A factory's profile (features/leaderboard) with chat's Message, Add friend and Block on it. */
export default function FactoryProfileRoute() {
  return <FactoryProfilePage social={({ factoryId, name }) => <ProfileActions factoryId={factoryId} name={name} />} />;
}
