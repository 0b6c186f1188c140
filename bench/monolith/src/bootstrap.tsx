import { configureRuntime } from 'shared/config';
import type { ExposedModule, ExposedModuleId } from 'contracts';
import type { RemoteRegistry } from '../../../shell/src/app/releaseRegistry';
import type { RemoteLoader } from 'shared/ui';
import { App } from '../../../shell/src/app/App';
import { renderApp } from '../../../shell/src/app/renderApp';

/** Every exposed module, imported from its remote's source: what federation loads at run time. */
const modules: { [K in ExposedModuleId]: () => Promise<ExposedModule<K>> } = {
  'catalog/HomePage': () => import('../../../mf-catalog/src/exposes/HomePage'),
  'catalog/PropertiesPage': () => import('../../../mf-catalog/src/exposes/PropertiesPage'),
  'catalog/PropertyDetailPage': () => import('../../../mf-catalog/src/exposes/PropertyDetailPage'),
  'catalog/SavedPage': () => import('../../../mf-catalog/src/exposes/SavedPage'),
  'booking/BookingSubmittedPage': () => import('../../../mf-booking/src/exposes/BookingSubmittedPage'),
  'booking/BookingConfirmationPage': () => import('../../../mf-booking/src/exposes/BookingConfirmationPage'),
  'booking/BookingDialog': () => import('../../../mf-booking/src/exposes/BookingDialog'),
  'booking/ListingBookingForm': () => import('../../../mf-booking/src/exposes/ListingBookingForm'),
  'booking/DetailBookingForm': () => import('../../../mf-booking/src/exposes/DetailBookingForm'),
  'booking/HostInbox': () => import('../../../mf-booking/src/exposes/HostInbox'),
  'booking/HostCalendar': () => import('../../../mf-booking/src/exposes/HostCalendar'),
  'booking/OpsListingBookings': () => import('../../../mf-booking/src/exposes/OpsListingBookings'),
  'content/ContentPage': () => import('../../../mf-content/src/exposes/ContentPage'),
  'content/HostingArea': () => import('../../../mf-content/src/exposes/HostingArea'),
  'content/OpsConsole': () => import('../../../mf-content/src/exposes/OpsConsole'),
};

const loader: RemoteLoader = {
  load: <K extends ExposedModuleId>(id: K) => modules[id]() as Promise<ExposedModule<K>>,
  reset: () => undefined,
};

async function start() {
  // The same registry file the shell reads, here only for the API's address.
  const registry = (await (await fetch('/remotes.json')).json()) as RemoteRegistry;
  configureRuntime({ apiBaseUrl: registry.apiBaseUrl, blogBaseUrl: registry.blogBaseUrl ?? registry.apiBaseUrl });
  renderApp(<App loader={loader} />);
}

void start();
