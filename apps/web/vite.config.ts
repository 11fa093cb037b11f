import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { planChunks } from './chunk-plan';

// react-router's package exports only its development build to bundlers (extra warnings and invariant texts);
// its production build is the same API without them.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const src = (file: string) => fileURLToPath(new URL(`src/${file}`, import.meta.url));

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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Files worth compressing: text, above a packet's size. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at build time: the
 * server sends the one the browser accepts (`preCompressed` of apps/server/src/app.ts) without compressing per
 * request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tillbook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await fs.promises.readFile(full);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
            gzipped(body, { level: 9 }),
          ]);
          await Promise.all([fs.promises.writeFile(`${full}.br`, br), fs.promises.writeFile(`${full}.gz`, gz)]);
        }),
      );
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

/**
 * A signed-in cold open (a link, a reload) loads the entry, the login page's parts, the frame and a page: left to
 * itself, the bundler cuts what pages share into one chunk per set of pages using it, a hundred small files for
 * the sales summary, which the browser fetches six at a time. The plan puts most of them into two chunks: the
 * frame of the signed-in pages (`frame`: the services, layout and page host) and the libraries and shared code the
 * report pages use, which most list pages use too (`pages`). The entries (the back office's, the storefront's, the
 * displays'), the login page and the texts and locales they load keep theirs as they were: the groups take nothing
 * those hold (a rarely used public page such as the registration may load the groups' chunks).
 */
const backOfficeChunks = {
  first: [
    'main.tsx',
    'entries/shop/main.tsx',
    'entries/display/main.tsx',
    'entries/kitchen/main.tsx',
    'features/auth/pages/login-page.tsx',
  ].map(src),
  later: /[\\/]src[\\/](app|features)[\\/]/,
  groups: [
    { name: 'frame', roots: ['app/app-services.tsx', 'app/layout/app-layout.tsx', 'app/page-host.tsx'].map(src) },
    {
      name: 'pages',
      roots: [src('features/reports/pages/report-pages.tsx')],
      only: /node_modules|[\\/]src[\\/]shared[\\/]/,
    },
  ],
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), contentSecurityOrigins(mode), lazyUniqueTooltips(), precompress()],
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
        // bench checks by that name that no page without a chart (the receipt list) carries it. Then the chunks of
        // the back office's plan (`backOfficeChunks`).
        codeSplitting: {
          groups: [
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 2 },
            {
              name: planChunks(backOfficeChunks),
              debugName: 'back office',
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
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
