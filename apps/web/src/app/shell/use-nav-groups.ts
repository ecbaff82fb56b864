import { useAccount } from '@/features/account/api/account';
import { communityGroup, type NavGroup, navGroups, operatorGroup } from '../pages';

/** The sidebar's groups: the game's four, Community, and the operator's for an operator. */
export function useNavGroups(): NavGroup[] {
  const operator = useAccount().data?.operator === true;
  return operator ? [...navGroups, communityGroup, operatorGroup] : [...navGroups, communityGroup];
}
