import type { MuteBody, OperatorNoteBody, RenamePlayerBody, SuspendPlayerBody } from '@forgeworks/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, dataOf } from '@/shared/lib/api';
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
export function useOperatorAudit() {
  return useAuthedQuery(
    queryOptions({ queryKey: queryKeys.operatorAudit, queryFn: ({ signal }) => dataOf('operatorAudit', { signal }) }),
  );
}

/** The accounts with operator rights, the earliest granted first. */
export function useOperators() {
  return useAuthedQuery(
    queryOptions({ queryKey: queryKeys.operators, queryFn: ({ signal }) => dataOf('listOperators', { signal }) }),
  );
}

/** The factories whose names players reported. */
export function useNameReports() {
  return useAuthedQuery(
    queryOptions({ queryKey: queryKeys.nameReports, queryFn: ({ signal }) => dataOf('nameReports', { signal }) }),
  );
}

/** The fair-play report: one-way flows and trades far from the market, newest first. */
export function useFairPlayReport() {
  return useAuthedQuery(
    queryOptions({
      queryKey: queryKeys.operatorFairPlay,
      queryFn: ({ signal }) => dataOf('adminFairPlay', { signal }),
    }),
  );
}

/** Messages players reported, with a copy of their words, newest first. */
export function useChatReports() {
  return useAuthedQuery(
    queryOptions({
      queryKey: queryKeys.operatorChatReports,
      queryFn: ({ signal }) => dataOf('chatReports', { signal }),
    }),
  );
}

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
