import { useParams } from 'react-router';
import { OfferContractCard } from '@/features/contracts/components/OfferContractCard';
import { useFactoryProfile } from '@/features/leaderboard/api/standings';
import ProfilePage from '@/features/leaderboard/components/FactoryProfilePage';
import { useFactory } from '@/shared/api/factory';

/** A factory's public profile, and, on another player's, "Offer a contract" (features/contracts). */
export default function FactoryProfilePage() {
  const { id = '' } = useParams();
  const profile = useFactoryProfile(id);
  const mine = useFactory().data?.id === id;
  return (
    <div className="space-y-4">
      <ProfilePage />
      {profile.data && !mine && <OfferContractCard factoryId={id} name={profile.data.name} />}
    </div>
  );
}
