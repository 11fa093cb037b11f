// First: zod's eval-free setting must be in place before any page's schemas are built (see src/zod-setup.ts).
import '../zod-setup';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../shared/api/query-client';

/**
 * What every page but the login page needs: the query cache and zod's setting. A chunk of its own that the router
 * loads around those pages (with dayjs in the user's language, see router.tsx), so the login page loads none of it.
 */
export default function AppServices() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
