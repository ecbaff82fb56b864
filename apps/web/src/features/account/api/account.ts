import type { ChangePasswordBody, DeleteAccountBody, FactoryNameBody } from '@forgeworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys, TOKEN_RENEWAL_KEY } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useLeaveGame } from '@/shared/lib/use-leave-game';
import { useAuthStore } from '@/shared/stores/auth';
import { notify } from '@/shared/stores/notifications';

/** The player, the factory's name and every signed-in device (never their tokens). */
export const accountQueryOptions = endpointQuery('account', queryKeys.account);

export function useAccount() {
  return useAuthedQuery(accountQueryOptions);
}

/**
 * The settings page's copy: read again whenever the page opens, since the shell keeps an account
 * read for the operator's link and a device signed in since must be on the list.
 */
export function useAccountSettings() {
  return useAuthedQuery({ ...accountQueryOptions, refetchOnMount: 'always' });
}

export const renameFactory = (body: FactoryNameBody) => call('factoryName', { body });

export const changePassword = (body: ChangePasswordBody) => call('changePassword', { body });

export const endSession = (id: string) => call('endSession', { params: { id } });

export const signOutEverywhere = () => call('signOutEverywhere');

export const deleteAccount = (body: DeleteAccountBody) => call('deleteAccount', { body });

/** A mutation of the settings page that reads the account again once done. */
function useAccountChange<TVars, TData>(
  mutationFn: (vars: TVars) => Promise<TData>,
  onDone?: (data: TData) => void,
  refreshesFactory = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { invalidatesFactory: refreshesFactory },
    onSuccess: (data) => {
      onDone?.(data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
  });
}

/** The leaderboard (and everything that shows the factory) is refreshed with the new name. */
export function useRenameFactory() {
  return useAccountChange(
    renameFactory,
    ({ data }) => notify('success', `Your factory is now called ${data.factoryName}`),
    true,
  );
}

/**
 * This device keeps playing with the token the server gave in exchange for the old one; whatever
 * was refused with the old token meanwhile is asked again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOKEN_RENEWAL_KEY,
    mutationFn: changePassword,
    meta: { invalidatesFactory: false },
    onSuccess: ({ data }) => {
      useAuthStore.getState().renewToken(data.token);
      notify('success', 'Password changed');
      void queryClient.invalidateQueries();
    },
  });
}

export function useEndSession() {
  return useAccountChange(endSession, () => notify('success', 'That device is signed out'));
}

/** Every session ends, this one too: back to the sign-in page. */
export function useSignOutEverywhere() {
  const leaveGame = useLeaveGame();
  return useMutation({ mutationFn: signOutEverywhere, meta: { invalidatesFactory: false }, onSuccess: leaveGame });
}

/** The account is gone: back to the sign-in page, signed out. */
export function useDeleteAccount() {
  const leaveGame = useLeaveGame();
  return useMutation({ mutationFn: deleteAccount, meta: { invalidatesFactory: false }, onSuccess: leaveGame });
}
