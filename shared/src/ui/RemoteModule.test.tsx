import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { RemoteLoaderProvider, RemoteModule, type RemoteLoader } from './RemoteModule';
import { theme } from './theme';

function deferredLoader() {
  const attempts: Array<{ resolve: (value: unknown) => void; reject: (error: Error) => void }> = [];
  const loader: RemoteLoader = {
    load: () =>
      new Promise((resolve, reject) => attempts.push({ resolve: resolve as (v: unknown) => void, reject })) as never,
    reset: jest.fn(),
  };
  return { loader, attempts };
}

const mount = (loader: RemoteLoader) =>
  render(
    <ThemeProvider theme={theme}>
      <RemoteLoaderProvider loader={loader}>
        <RemoteModule id="content/ContentPage" props={{ page: 'about' }} />
      </RemoteLoaderProvider>
    </ThemeProvider>,
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('RemoteModule', () => {
  it('shows a loading skeleton, then the module with its props', async () => {
    const { loader, attempts } = deferredLoader();
    mount(loader);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    attempts[0]!.resolve({ default: ({ page }: { page: string }) => <h1>page {page}</h1> });
    expect(await screen.findByRole('heading', { name: 'page about' })).toBeInTheDocument();
  });

  it('shows the fallback with Retry when the module cannot load, and Retry recovers', async () => {
    const { loader, attempts } = deferredLoader();
    mount(loader);
    attempts[0]!.reject(new Error('manifest 404'));
    expect(await screen.findByText('This part of the site did not load')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loader.reset).toHaveBeenCalledWith('content');
    attempts[1]!.resolve({ default: () => <h1>back again</h1> });
    expect(await screen.findByRole('heading', { name: 'back again' })).toBeInTheDocument();
  });

  it('contains a module that throws while rendering', async () => {
    const { loader, attempts } = deferredLoader();
    const report = jest.fn();
    loader.reportRenderError = report;
    mount(loader);
    attempts[0]!.resolve({
      default: () => {
        throw new Error('boom');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site did not load');
    expect(report).toHaveBeenCalledWith('content/ContentPage', expect.objectContaining({ message: 'boom' }));
  });
});
