import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exposedBy, type ExposedModuleId, type RemoteName } from 'contracts';

/**
 * Who loads each exposed module: the shell (its route table) or another remote. Each of those apps
 * checks its own source against this list (`describeRemoteContract`, the shell's route table test), and
 * each remote renders its modules with the props the contract declares (`src/exposes/contract.test.ts`),
 * so a module someone loads cannot change or vanish unnoticed. Test-only: no browser loads it.
 */
export const importersOf: { readonly [K in ExposedModuleId]: readonly ('shell' | RemoteName)[] } = {
  'catalog/HomePage': ['shell'],
  'catalog/PropertiesPage': ['shell'],
  'catalog/PropertyDetailPage': ['shell'],
  'catalog/SavedPage': ['shell'],
  'booking/BookingSubmittedPage': ['shell'],
  'booking/BookingConfirmationPage': ['shell'],
  'booking/BookingDialog': ['catalog'],
  'booking/ListingBookingForm': ['catalog'],
  'booking/DetailBookingForm': ['catalog'],
  'booking/HostInbox': ['content'],
  'booking/HostCalendar': ['content'],
  'booking/OpsListingBookings': ['content'],
  'content/ContentPage': ['shell'],
  'content/HostingArea': ['shell'],
  'content/OpsConsole': ['shell'],
};

/** The module ids `importer` loads, as `importersOf` lists them. */
export function loadedBy(importer: 'shell' | RemoteName): ExposedModuleId[] {
  return (Object.keys(importersOf) as ExposedModuleId[]).filter((id) => importersOf[id].includes(importer));
}

/**
 * The ids of other remotes' modules (`booking/BookNowDialog`, …) that the source under `srcDir` names,
 * tests and the standalone dev page's bootstrap aside: what a remote's contract test compares with
 * `loadedBy(remote)`, so a load the contract does not list fails it.
 */
export function moduleIdsLoadedIn(srcDir: string, own: RemoteName): string[] {
  const ids = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) return ids(file);
      if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|^bootstrap\.tsx$/.test(entry.name)) return [];
      return [...readFileSync(file, 'utf8').matchAll(/["'`]((?:booking|content|catalog)\/[A-Z]\w*)["'`]/g)]
        .map((match) => match[1] as string)
        .filter((id) => !id.startsWith(`${own}/`));
    });
  return [...new Set(ids(srcDir))].sort();
}

/** How a contract test mounts one exposed module: the contract's props, and what shows it is there. */
export interface ExposedModuleCase<Props> {
  props: Props;
  render(props: Props): void;
  shows(): Promise<HTMLElement>;
}

/**
 * The federation contract (shared/contracts/src/remotes.ts) from one remote's side: it exposes exactly
 * the modules the contract lists, each renders with the props the contract declares, and what it loads
 * from the other remotes is what the contract lists. `beforeEach` prepares what a render needs (an API).
 */
export function describeRemoteContract(
  remote: RemoteName,
  srcDir: string,
  exposed: Record<string, ExposedModuleCase<unknown>>,
  beforeEach: () => void = () => undefined,
): void {
  describe(`the ${remote} remote contract`, () => {
    it('exposes exactly the modules the contract lists', () => {
      expect(Object.keys(exposed).sort()).toEqual(exposedBy[remote].map((name) => `${remote}/${name}`).sort());
    });

    it.each(Object.keys(exposed))('%s renders with the props its contract declares', async (id) => {
      beforeEach();
      const entry = exposed[id] as ExposedModuleCase<unknown>;
      entry.render(entry.props);
      expect(await entry.shows()).toBeVisible();
    });

    it('loads from the other remotes exactly what the contract lists for it', () => {
      expect(moduleIdsLoadedIn(srcDir, remote)).toEqual(loadedBy(remote).sort());
    });
  });
}

/** The `src` of the picture the page shows largest (by its declared width × height). */
export function largestImageShown(): string | null {
  const area = (img: HTMLImageElement) => Number(img.getAttribute('width')) * Number(img.getAttribute('height'));
  const largest = [...document.querySelectorAll('img')].reduce<HTMLImageElement | null>(
    (best, img) => (!best || area(img) > area(best) ? img : best),
    null,
  );
  return largest?.getAttribute('src') ?? null;
}
