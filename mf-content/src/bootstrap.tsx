import { contentRoutes } from 'contracts';
import { mountDevPage } from 'shared/dev';
import { RemoteModule } from 'shared/ui';

mountDevPage({
  remote: 'content',
  modules: { 'content/ContentPage': () => import('./exposes/ContentPage') },
  routes: contentRoutes.map(({ path, page }) => ({
    path,
    label: path.includes(':') ? undefined : page,
    element: <RemoteModule id="content/ContentPage" props={{ page }} />,
  })),
});
