import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

// react-router's package exports only its development build to bundlers (extra warnings and invariant texts);
// its production build is the same API without them.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes `csp.json` next to the page: the outside origins the built app loads from (the support-chat widget's, when
 * the build configures one). The server adds them to its Content-Security-Policy, which otherwise lets the page
 * load scripts, styles, frames and connections from the server alone.
 */
function contentSecurityOrigins(mode: string): Plugin {
  const env = loadEnv(mode, webRoot, 'VITE_');
  const chat = env.VITE_SUPPORT_CHAT_BASE_URL?.trim() && env.VITE_SUPPORT_CHAT_TOKEN?.trim();
  const origins = chat ? [new URL(env.VITE_SUPPORT_CHAT_BASE_URL.trim()).origin] : [];
  return {
    name: 'tillbook-csp-origins',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'csp.json', source: `${JSON.stringify({ origins })}\n` });
    },
  };
}

/**
 * antd's ConfigProvider imports the unique-tooltip provider statically but draws it only for `tooltip.unique`: its
 * import goes to `src/shared/ui/unique-tooltips.tsx`, which loads it when drawn, so the first page (the login page,
 * which has no tooltip) does not carry antd's popup engine.
 */
function lazyUniqueTooltips(): Plugin {
  const standIn = fileURLToPath(new URL('src/shared/ui/unique-tooltips.tsx', import.meta.url));
  return {
    name: 'tillbook-lazy-unique-tooltips',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromConfigProvider = importer && /antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer);
      return fromConfigProvider && source === '../tooltip/UniqueProvider' ? standIn : null;
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), contentSecurityOrigins(mode), lazyUniqueTooltips()],
  // Relative asset URLs so the built app works from any mount point of the server.
  base: './',
  resolve: {
    alias: [{ find: /^react-router$/, replacement: reactRouterProduction }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/src/web-bundle.ts reads the manifest to size what the login route loads.
    manifest: true,
    // Every browser the back office supports preloads modules natively; the polyfill only adds bytes to the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The back office, and the pages of their own that share its code but none of its shell: the online shop's
      // storefront (/shop/), the customer display (/display/) and the kitchen display (/kitchen/).
      input: Object.fromEntries(
        ['index', 'shop/index', 'display/index', 'kitchen/index'].map((page) => [
          page === 'index' ? 'main' : page.split('/')[0],
          fileURLToPath(new URL(`${page}.html`, import.meta.url)),
        ]),
      ),
      output: {
        // echarts (and its renderer) in a chunk of its own name: the chart loads it when drawn, and the bundle
        // bench checks by that name that no page without a chart (the receipt list) carries it.
        codeSplitting: { groups: [{ name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ }] },
      },
      treeshake: {
        // The contract only declares things (schemas, tables, constants): what a chunk does not use may go.
        // Without this, importing one constant from it pulls every zod schema, and zod, into the login route.
        moduleSideEffects: [
          { test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
          // antd's form and input engines declare no side effects either, yet do none: an input's import of the
          // form context then no longer brings the whole form (and its validator) into the login route.
          { test: /node_modules[\\/]@rc-component[\\/](form|input)[\\/]/, sideEffects: false },
        ],
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    proxy: { '/m': { target: 'http://localhost:8080', changeOrigin: true } },
  },
}));
