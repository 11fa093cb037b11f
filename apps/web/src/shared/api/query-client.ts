import { QueryClient } from '@tanstack/react-query';

// The API client already toasts every failure (§8); retrying would repeat the toast.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
