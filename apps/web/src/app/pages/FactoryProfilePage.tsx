import { useParams } from 'react-router';
import { ProfileActions } from '@/features/chat/components/ProfileActions';
import { OfferContractCard } from '@/features/contracts/components/OfferContractCard';
import { useFactoryProfile } from '@/features/leaderboard/api/standings';
import ProfilePage from '@/features/leaderboard/components/FactoryProfilePage';
import { useFactory } from '@/shared/api/factory';

/**
 * A factory's public profile (features/leaderboard), with chat's Message, Add friend and Block on it, and, on
 * another player's, "Offer a contract" (features/contracts). The page composes them so no feature imports another.
 */
export default function FactoryProfilePage() {
  const { id = '' } = useParams();
  const profile = useFactoryProfile(id);
  const mine = useFactory().data?.id === id;
  return (
    <div className="space-y-4">
      <ProfilePage social={({ factoryId, name }) => <ProfileActions factoryId={factoryId} name={name} />} />
      {profile.data && !mine && <OfferContractCard factoryId={id} name={profile.data.name} />}
    </div>
  );
}
