import { builtinEnvironments, type Environment } from 'vitest/runtime';

// Vitest's jsdom environment, with one difference at teardown. React 19.2+ in development reads `window.event` at
// the start of every task its scheduler runs (react/react#37100). Those tasks live on Node's own `setImmediate`,
// so one queued by a late state change (an antd animation timer, a query settling) can fire after the file's jsdom
// window is gone, throwing "window is not defined" and failing a run in which every test passed. The setup file
// drains the scheduler before teardown; a timer of a library (Node's own, not the window's) can still set state
// after it, and React then commits: it looks up the focused element through `window.document` and
// `window.HTMLIFrameElement` ("Right-hand side of 'instanceof' is not an object" with a bare object). So the
// file's closed jsdom window stays the global `window` after teardown: a late task or commit finds what it reads
// and ends quietly. The next file's environment replaces it.

const jsdom = builtinEnvironments.jsdom;

const environment: Environment = {
  name: 'jsdom-guarded',
  viteEnvironment: 'client',
  async setup(global, options) {
    const inner = await jsdom.setup(global, options);
    return {
      async teardown(global) {
        const closed = global.window;
        await inner.teardown(global);
        if (!('window' in global)) global.window = closed ?? { event: undefined };
      },
    };
  },
};

export default environment;
