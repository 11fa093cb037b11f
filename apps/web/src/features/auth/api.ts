import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePhoneBody,
  GetCodeEmailBody,
  LoginResult,
  NewPhoneCodeBody,
  RegisterBody,
  ResetPasswordBody,
  SendResetEmailBody,
} from '@tillbook/contract';
import { post } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'resetToken', token] as const,
};

/** 200: the address is free; 20003: already registered (a normal result, §8). */
export function useCheckEmail() {
  return useMutation({ mutationFn: (email: string) => post('/login/checkEmail', { email }) });
}

export function useSendEmailCode() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof GetCodeEmailBody>) => post('/login/getCodeEmail', body),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof RegisterBody>) => post<LoginResult>('/login/register', body),
  });
}

export function useSendResetEmail() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof SendResetEmailBody>) => post('/login/sendEmail', body),
  });
}

/**
 * Whether a reset or invitation link still works: 200, or one of `linkCodes` (20033 used, 20034 expired),
 * which the page explains itself instead of a toast.
 */
export function useResetTokenState(token: string, linkCodes: readonly number[]) {
  return useQuery({
    queryKey: authKeys.resetToken(token),
    queryFn: async () => (await post('/login/checkResetToken', { token }, { resultCodes: linkCodes })).code,
    enabled: token.length > 0,
    // A link's state changes when it is used: never show a remembered answer.
    gcTime: 0,
  });
}

/** Invalidates the link's state (it is used now). */
export function useSetPassword(linkCodes: readonly number[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ResetPasswordBody>) => post('/login/updatePwd', body, { resultCodes: linkCodes }),
    onSettled: (_data, _error, body) => queryClient.removeQueries({ queryKey: authKeys.resetToken(body.token) }),
  });
}

/** Phone verification right after registration, with the new session's token kept in memory. */
export function useSendPhoneCode(token: string | undefined) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof NewPhoneCodeBody>) => post('/user/sendPhoneCode', body, { token }),
  });
}

export function useVerifyPhone(token: string | undefined) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof ChangePhoneBody>) => post('/user/updatePhone', body, { token }),
  });
}

/** Online-shop customers create their password from the link in their e-mail. */
export function useSetShopPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; confirmPassword: string }) =>
      post('/online/member/setPassword', body),
  });
}
