import { mountDevPage } from 'shared/dev';
import { listingRoutes } from 'contracts';
import { RemoteModule } from 'shared/ui';

mountDevPage({
  remote: 'catalog',
  modules: {
    'catalog/HomePage': () => import('./exposes/HomePage'),
    'catalog/PropertiesPage': () => import('./exposes/PropertiesPage'),
    'catalog/PropertyDetailPage': () => import('./exposes/PropertyDetailPage'),
  },
  routes: [
    { path: '/', label: 'Home', element: <RemoteModule id="catalog/HomePage" props={{}} /> },
    { path: '/properties', label: 'Properties', element: <RemoteModule id="catalog/PropertiesPage" props={{}} /> },
    ...listingRoutes.map(({ path, label, preset }) => ({
      path,
      label,
      element: <RemoteModule id="catalog/PropertiesPage" props={{ preset }} />,
    })),
    { path: '/property/:id', element: <RemoteModule id="catalog/PropertyDetailPage" props={{}} /> },
    { path: '/properties/:id', element: <RemoteModule id="catalog/PropertyDetailPage" props={{}} /> },
  ],
});
