import { workspaceSources } from '../workspaceSources';

describe('workspaceSources', () => {
  it("matches the workspace packages' sources, on either separator", () => {
    const all = workspaceSources({ shared: '', contracts: '' });
    expect(all.test('/repo/shared/src/ui/index.ts')).toBe(true);
    expect(all.test('C:\\repo\\shared\\contracts\\src\\rules.ts')).toBe(true);
    expect(all.test('/repo/shared/federation/index.ts')).toBe(false);
    expect(all.test('/repo/node_modules/react/index.js')).toBe(false);
  });

  it('narrows each package to the rest it is given, and leaves out a package not given', () => {
    const forms = workspaceSources({ contracts: String.raw`(api|rules)\.ts$` });
    expect(forms.test('/repo/shared/contracts/src/rules.ts')).toBe(true);
    expect(forms.test('/repo/shared/contracts/src/hosts.ts')).toBe(false);
    expect(forms.test('/repo/shared/src/api.ts')).toBe(false);
    const startup = workspaceSources({ shared: String.raw`(?!hosts[\\/])`, contracts: '' });
    expect(startup.test('/repo/shared/src/hosts/index.ts')).toBe(false);
    expect(startup.test('/repo/shared/src/state/index.ts')).toBe(true);
  });
});
