import { type NavGroup, navGroups, operatorGroup } from '../pages';
import { useIsOperator } from './OperatorOnly';

/** The sidebar's groups: the game's four, and the operator's for an operator. */
export function useNavGroups(): NavGroup[] {
  return useIsOperator() === true ? [...navGroups, operatorGroup] : navGroups;
}
