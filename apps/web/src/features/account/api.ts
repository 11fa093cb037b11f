import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountInfo,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangePhoneBody,
  DeleteAccountBody,
  NewEmailCodeBody,
  NewPhoneCodeBody,
} from '@tillbook/contract';
import { post, postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

export const accountKeys = {
  all: ['account'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
};

export function useAccountInfo() {
  return useQuery({ queryKey: accountKeys.info(), queryFn: () => postData<AccountInfo>('/user/info') });
}

/** Afterwards the server has ended every session of the user (§6); the page logs out. Invalidates nothing. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof ChangePasswordBody>) => post('/user/updatePwd', body),
  });
}

/** A code to the new address (20040 same as old, 20071 taken). */
export function useSendNewEmailCode() {
  return useMutation({ mutationFn: (body: BodyOf<typeof NewEmailCodeBody>) => post('/user/sendEmailCode', body) });
}

/** Invalidates the account info. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ChangeEmailBody>) => post('/user/updateEmail', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.info() }),
  });
}

export function useSendNewPhoneCode() {
  return useMutation({ mutationFn: (body: BodyOf<typeof NewPhoneCodeBody>) => post('/user/sendPhoneCode', body) });
}

/** Invalidates the account info (the phone is then also verified). */
export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ChangePhoneBody>) => post('/user/updatePhone', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.info() }),
  });
}

/** Deletes the merchant account (boss only); the page then ends the session. Invalidates nothing. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: BodyOf<typeof DeleteAccountBody>) => post('/user/delete', body) });
}
