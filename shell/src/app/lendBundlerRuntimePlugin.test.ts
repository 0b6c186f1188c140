import { getInstance, init } from '@module-federation/enhanced/runtime';
import lendBundlerRuntimePlugin from './lendBundlerRuntimePlugin';

describe('the bundler runtime the shell lends the remotes', () => {
  it("lends the container's init, and a runtime init that leaves the shell its own instance", () => {
    const shell = init({ name: 'shell', remotes: [] });
    lendBundlerRuntimePlugin();
    const lent = globalThis._MAKAO_BUNDLER_RUNTIME;
    expect(typeof lent?.bundlerRuntime?.initContainerEntry).toBe('function');
    expect(typeof lent?.bundlerRuntime?.consumes).toBe('function');

    const catalog = lent?.initRemote({ name: 'catalog', remotes: [] }, '');
    expect(catalog).not.toBe(shell);
    expect(catalog?.options.name).toBe('catalog');
    // The runtime module's own instance, the one the shell's loadRemote uses, is still the shell's.
    expect(getInstance()).toBe(shell);
    // The same container again gets its instance, with the options it is given now.
    expect(lent?.initRemote({ name: 'catalog', remotes: [], shareStrategy: 'loaded-first' }, '')).toBe(catalog);
    expect(catalog?.options.shareStrategy).toBe('loaded-first');
    // A build identifier finds the instance of that build, as the runtime's init does.
    const booking = lent?.initRemote({ name: 'booking', id: 'booking@1', remotes: [] }, '');
    expect(lent?.initRemote({ name: 'booking', version: '2.0.0', remotes: [] }, 'booking@1')).toBe(booking);
    expect(globalThis.__FEDERATION__.__INSTANCES__.map((instance) => instance.options.name).sort()).toEqual([
      'booking',
      'catalog',
      'shell',
    ]);
  });
});
