import type { ReactNode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { GlobalStyle } from './GlobalStyle';
import type { createSiteStore } from '../state/store';

export interface SiteProvidersProps {
  store: ReturnType<typeof createSiteStore>;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers every page renders inside: one jotai store, one query cache, one theme and the
 * global styles. The shell mounts them once; a remote's standalone dev page and the test render
 * helper mount the very same component, so a remote never renders under different providers.
 */
export function SiteProviders({ store, queryClient, children }: SiteProvidersProps) {
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
