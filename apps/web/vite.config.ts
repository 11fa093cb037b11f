import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs so the built app works from any mount point of the server.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/src/web-bundle.ts reads the manifest to size what the login route loads.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        // The contract only declares things (schemas, tables, constants): what a chunk does not use may go.
        // Without this, importing one constant from it pulls every zod schema, and zod, into the login route.
        moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    proxy: { '/m': { target: 'http://localhost:8080', changeOrigin: true } },
  },
});
