import { post } from '../api/client';
import { queryClient } from '../api/query-client';
import { stopSupportWidget } from '../support/support-widget';
import { clearToken, getLoginInfo, goTo } from './session';

function leave(): void {
  // Leave the page first: a page still mounted when its cache goes would refetch without a token.
  goTo('/login');
  clearToken();
  stopSupportWidget();
  setTimeout(() => queryClient.clear(), 0);
}

/** §7 logout: ends the server session, clears token and cached login info; language and user id stay. */
export async function logout(): Promise<void> {
  const info = getLoginInfo();
  try {
    await post('/login/logout', { id: info?.id });
  } catch {
    // The local session ends even when the server could not be told.
  } finally {
    leave();
  }
}

/** Ends the local session without calling the server (its sessions are already gone, e.g. after a password change). */
export function endLocalSession(): void {
  leave();
}
