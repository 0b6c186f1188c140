import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import remoteLoadStepsPlugin from './remoteLoadStepsPlugin';

// A webpack container's `get` answers a promise of the module's factory, which the runtime awaits; the
// runtime's type says the factory itself.
type Container = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

/**
 * Loads `<remote>/Page` through a real runtime instance whose remote entry is handed over by a plugin.
 * Each step leaves a timer behind it; a step that runs before the timer left by the one before ran in
 * the same task as that step.
 */
async function loadSteps(remote: string, plugins: ModuleFederationRuntimePlugin[]) {
  const steps: string[] = [];
  const leaveTimer = (after: string) => setTimeout(() => steps.push(`a task after ${after}`), 0);
  const container = {
    init: () => {
      steps.push('init');
      leaveTimer('init');
    },
    get: () => {
      steps.push('get');
      leaveTimer('get');
      return Promise.resolve(() => {
        steps.push('evaluate');
        return { default: 'page' };
      });
    },
  };
  const entry: ModuleFederationRuntimePlugin = {
    name: 'test-entry',
    loadEntry: () => {
      steps.push('entry');
      leaveTimer('entry');
      return Promise.resolve(container as unknown as Container);
    },
  };
  const federation = createInstance({
    name: `shell-of-${remote}`,
    remotes: [{ name: remote, entry: `https://cdn.example/${remote}/remoteEntry.js` }],
    plugins: [entry, ...plugins],
  });
  const page = await federation.loadRemote<{ default: string }>(`${remote}/Page`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { page, steps };
}

describe('the steps of a remote module load', () => {
  it('each start a task of their own: the entry, the container init, the module request and its evaluation', async () => {
    const { page, steps } = await loadSteps('catalog', [remoteLoadStepsPlugin()]);
    expect(page?.default).toBe('page');
    expect(steps).toEqual([
      'entry',
      'a task after entry',
      'init',
      'a task after init',
      'get',
      'a task after get',
      'evaluate',
    ]);
  });

  it('run on in one task without it (what the test above tells apart)', async () => {
    const { steps } = await loadSteps('booking', []);
    expect(steps.slice(0, 4)).toEqual(['entry', 'init', 'get', 'evaluate']);
  });
});
