import type { MuteBody, OperatorNoteBody, RenamePlayerBody, SuspendPlayerBody } from '@forgeworks/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, dataOf } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { notify } from '@/shared/stores/notifications';

/** Players whose name, factory's name or email holds `search`; the newest with none. */
export function usePlayers(search: string) {
  return useAuthedQuery(
    queryOptions({
      queryKey: queryKeys.operatorPlayers(search),
      queryFn: ({ signal }) => dataOf('adminPlayers', { query: { search }, signal }),
    }),
  );
}

/** Every operator action, newest first. */
export const useOperatorAudit = () => useAuthedQuery(endpointQuery('operatorAudit', queryKeys.operatorAudit));

/** The accounts with operator rights, the earliest granted first. */
export const useOperators = () => useAuthedQuery(endpointQuery('listOperators', queryKeys.operators));

/** The factories whose names players reported. */
export const useNameReports = () => useAuthedQuery(endpointQuery('nameReports', queryKeys.nameReports));

/** The fair-play report: one-way flows and trades far from the market, newest first. */
export const useFairPlayReport = () => useAuthedQuery(endpointQuery('adminFairPlay', queryKeys.operatorFairPlay));

/** Messages players reported, with a copy of their words, newest first. */
export const useChatReports = () => useAuthedQuery(endpointQuery('chatReports', queryKeys.operatorChatReports));

/** An operator action: the server's message is told, and the whole page read again. */
function useOperatorMutation<TVariables, TResult extends { message: string | undefined }>(
  act: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    // The boards change with a rename or a suspension.
    meta: { invalidatesFactory: true },
    onSuccess: ({ message }) => {
      if (message) notify('success', message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.operator });
    },
  });
}

/** An operator action on one player's factory. */
const useOperatorAction = <TBody, TResult extends { message: string | undefined }>(
  act: (factoryId: string, body: TBody) => Promise<TResult>,
) => useOperatorMutation(({ factoryId, body }: { factoryId: string; body: TBody }) => act(factoryId, body));

export const useRenamePlayer = () =>
  useOperatorAction((factoryId, body: RenamePlayerBody) => call('renamePlayer', { params: { factoryId }, body }));

export const useSuspendPlayer = () =>
  useOperatorAction((factoryId, body: SuspendPlayerBody) => call('suspendPlayer', { params: { factoryId }, body }));

export const useUnsuspendPlayer = () =>
  useOperatorAction((factoryId, body: OperatorNoteBody) => call('unsuspendPlayer', { params: { factoryId }, body }));

export const useDismissNameReports = () =>
  useOperatorAction((factoryId, body: OperatorNoteBody) => call('dismissNameReports', { params: { factoryId }, body }));

/** A one-time link for the player to set a new password with, shown only in this answer (the mutation's data). */
export const useMakeResetLink = () =>
  useOperatorAction((factoryId, body: OperatorNoteBody) => call('resetLink', { params: { factoryId }, body }));

export const useMutePlayer = () =>
  useOperatorAction((factoryId, body: MuteBody) => call('mutePlayer', { params: { factoryId }, body }));

/** Deletes a message from every history and every open page; its reports keep their copy. */
export const useDeleteMessage = () => useOperatorMutation((id: number) => call('deleteMessage', { params: { id } }));
