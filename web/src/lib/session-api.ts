import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { authStore } from './auth-store.ts';

/** Ends the session on the server, then here. */
export async function logout(queryClient: QueryClient): Promise<void> {
  // A failure on the server's side must not keep the user logged in here.
  await api('/auth/logout/', { method: 'POST' }).catch(() => {});
  authStore.logout();
  // The one write that clears the whole cache: nothing read with this session may show to the next one.
  queryClient.clear();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return () => logout(queryClient);
}
