import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notify } from '../stores/notifications';

/**
 * A change whose answer's message, if any, is told, after which the queries under `refreshes` are
 * read again; `invalidatesFactory` as every mutation's (query-client).
 */
export function useToldChange<TVariables, TResult extends { message: string | undefined }>(
  change: (variables: TVariables) => Promise<TResult>,
  { refreshes, invalidatesFactory }: { refreshes: QueryKey; invalidatesFactory: boolean },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { invalidatesFactory },
    onSuccess: ({ message }) => {
      if (message) notify('success', message);
      void client.invalidateQueries({ queryKey: refreshes });
    },
  });
}
