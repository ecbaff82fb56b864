import type { AskOperatorBody, ResetPasswordBody } from '@forgeworks/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call, dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { enterGame } from './auth';

/** Whether the server mails links to set a new password (else the player asks its operator). */
export function useRecovery() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.recovery,
      queryFn: ({ signal }) => dataOf('recovery', { signal }),
      staleTime: Infinity,
    }),
  );
}

/** Asks for a link by mail; the answer is the same whether or not an account has the address. */
export function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) => call('requestPasswordReset', { body: { email } }),
    meta: { invalidatesFactory: false },
  });
}

/** Asks the operator for a link (issue 45); the answer is the same whether or not an account has the address. */
export function useAskOperator() {
  return useMutation({
    mutationFn: (body: AskOperatorBody) => call('askOperator', { body }),
    meta: { invalidatesFactory: false },
  });
}

/** Whom a link is for and until when, before the player types a password; a 400 once it is used or expired. */
export function useResetLinkHolder(token: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.resetLink(token),
      queryFn: ({ signal }) => dataOf('checkResetLink', { body: { token }, signal }),
      retry: false,
      staleTime: Infinity,
    }),
  );
}

/** Sets the new password with the link, and signs this device in (the account's other sessions end). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => call('resetPassword', { body }),
    meta: { invalidatesFactory: false },
    onSuccess: ({ data, message }) => enterGame(data, message),
  });
}
