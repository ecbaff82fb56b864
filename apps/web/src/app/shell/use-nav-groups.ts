import { communityGroup, type NavGroup, navGroups, operatorGroup } from '../pages';
import { useIsOperator } from './OperatorOnly';

/** The sidebar's groups: the game's four, Community, and the operator's for an operator. */
export function useNavGroups(): NavGroup[] {
  return useIsOperator() === true ? [...navGroups, communityGroup, operatorGroup] : [...navGroups, communityGroup];
}
