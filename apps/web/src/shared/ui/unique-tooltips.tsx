import { lazy, type ReactNode, Suspense } from 'react';

// Stands in for antd's `tooltip/UniqueProvider` inside antd's ConfigProvider (vite.config.ts points the import here).
// The provider draws it only for `tooltip={{ unique: true }}`, which the app does not set, yet its static import put
// the popup engine (trigger, portal, resize observer) into the first page. Here the real one loads when asked for.
const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function LazyUniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UniqueProvider>{children}</UniqueProvider>
    </Suspense>
  );
}
