import type { LoginBody, LoginResult } from '@tillbook/contract';
import { useCallback, useState } from 'react';
import { post } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

/**
 * POST /m/login/login. A plain hook in its own module rather than a TanStack mutation in api.ts: the login page
 * is the first page, and keeping the query library's observers off it keeps it within its size budget.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const login = useCallback(async (body: BodyOf<typeof LoginBody>) => {
    setPending(true);
    try {
      return await post<LoginResult>('/login/login', body);
    } finally {
      setPending(false);
    }
  }, []);
  return { login, isPending };
}
