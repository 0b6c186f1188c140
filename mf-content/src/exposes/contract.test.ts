import { exposedBy } from 'shared/contracts';

/**
 * The federation contract (shared/src/contracts/remotes.ts): this remote exposes every module the
 * shell and other remotes load from it, each a React component. The props are checked by the
 * type checker (`satisfies ComponentType<ExposedModules[...]>` in each module).
 */
describe('the content remote contract', () => {
  it.each(exposedBy.content.map((name) => [name]))('exposes %s as a component', (name) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(`./${name}`) as { default?: unknown };
    expect(['function', 'object']).toContain(typeof module.default);
  });
});
