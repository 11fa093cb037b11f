import { builtinEnvironments, type Environment } from 'vitest/runtime';

// Vitest's jsdom environment, with one difference at teardown. React 19.2+ in development reads `window.event` at
// the start of every task its scheduler runs (react/react#37100). Those tasks live on Node's own `setImmediate`,
// so one queued by a late state change (an antd animation timer, a query settling) can fire after the file's jsdom
// window is gone, throwing "window is not defined" and failing a run in which every test passed. The setup file
// drains the scheduler before teardown; this keeps a bare `window` after it, so a task that still comes finds no
// event and no work (every root was unmounted by then) and ends quietly. The next file's environment replaces it.

const jsdom = builtinEnvironments.jsdom;

const environment: Environment = {
  name: 'jsdom-guarded',
  viteEnvironment: 'client',
  async setup(global, options) {
    const inner = await jsdom.setup(global, options);
    return {
      async teardown(global) {
        await inner.teardown(global);
        if (!('window' in global)) global.window = { event: undefined };
      },
    };
  },
};

export default environment;
