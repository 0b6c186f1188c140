import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createSiteQueryClient, createSiteStore } from 'shared/state';
import { RemoteLoaderProvider, SiteProviders, type RemoteLoader } from 'shared/ui';
import { SiteLayout } from '../features/layout/SiteLayout';
import { showsHome, SiteRoutes } from './SiteRoutes';

/** One router, one store, one query cache, one theme for the whole site (ARCHITECTURE rules 4, 6). */
export function App({ loader }: { loader: RemoteLoader }) {
  const [store] = useState(createSiteStore);
  const [queryClient] = useState(createSiteQueryClient);
  return (
    <SiteProviders store={store} queryClient={queryClient}>
      <RemoteLoaderProvider loader={loader}>
        <BrowserRouter>
          <SiteLayout showsHome={showsHome}>
            <SiteRoutes />
          </SiteLayout>
        </BrowserRouter>
      </RemoteLoaderProvider>
    </SiteProviders>
  );
}
