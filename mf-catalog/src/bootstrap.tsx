import { mountDevPage } from 'shared/dev';
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
    { path: '/property/:id', element: <RemoteModule id="catalog/PropertyDetailPage" props={{}} /> },
    { path: '/properties/:id', element: <RemoteModule id="catalog/PropertyDetailPage" props={{}} /> },
  ],
});
