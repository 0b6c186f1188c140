import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { PageContainer } from './PageContainer';
import { remoteOf, type ExposedModule, type ExposedModuleId, type ExposedModules, type RemoteName } from 'contracts';

// Other entries of `shared` are imported by package name, so they resolve to the one shared instance.

/**
 * How remote modules are fetched. The shell provides its implementation (Module Federation runtime,
 * last-known-good fallback, failure reports); a remote's dev page provides its own, tests a fake.
 * Remote-to-remote loads (catalog showing booking's widgets) go through the same loader.
 */
export interface RemoteLoader {
  load<K extends ExposedModuleId>(id: K): Promise<ExposedModule<K>>;
  /** Forget a failed remote so the next load goes to the network again (Retry). */
  reset(remote: RemoteName): void;
  /** A module failed while rendering (after it loaded). */
  reportRenderError?(id: ExposedModuleId, error: Error): void;
}

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteModule needs a RemoteLoaderProvider above it');
  return loader;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cache holds modules of every prop shape
type AnyComponent = LazyExoticComponent<ComponentType<any>>;
const lazyCache = new WeakMap<RemoteLoader, Map<string, AnyComponent>>();

/** One lazy component per loader, module and attempt, so navigating back does not refetch. */
function lazyModule<K extends ExposedModuleId>(loader: RemoteLoader, id: K, attempt: number) {
  let byKey = lazyCache.get(loader);
  if (!byKey) lazyCache.set(loader, (byKey = new Map()));
  const key = `${id}#${attempt}`;
  let component = byKey.get(key);
  if (!component) {
    component = lazy(() => loader.load(id)) as unknown as AnyComponent;
    byKey.set(key, component);
  }
  return component as unknown as LazyExoticComponent<ComponentType<ExposedModules[K]>>;
}

export interface RemoteFallbackProps {
  error: Error;
  retry: () => void;
}

export interface RemoteModuleProps<K extends ExposedModuleId> {
  id: K;
  props: ExposedModules[K];
  /** What shows while the module loads; reserve the space it will take. */
  skeleton?: ReactNode;
  /** What shows when it cannot load or throws; defaults to a short message with Retry. */
  fallback?: (fallback: RemoteFallbackProps) => ReactNode;
}

/**
 * The one way any app renders another app's module: Suspense with a skeleton, an error boundary with
 * Retry, and a fallback confined to this spot, so the top bar, footer and other remotes stay alive.
 */
export function RemoteModule<K extends ExposedModuleId>({ id, props, skeleton, fallback }: RemoteModuleProps<K>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const Module = lazyModule(loader, id, attempt);
  const retry = () => {
    loader.reset(remoteOf(id));
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={`${id}#${attempt}`}
      onError={(error) => loader.reportRenderError?.(id, error)}
      fallback={(error) => (fallback ?? defaultFallback)({ error, retry })}
    >
      <Suspense fallback={skeleton ?? <RemoteSkeleton />}>
        <Module {...(props as ExposedModules[K] & object)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: Error) => ReactNode;
  onError: (error: Error) => void;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[remote] a remote module failed', error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function defaultFallback({ retry }: RemoteFallbackProps) {
  return (
    <FallbackRoot role="alert">
      <FallbackTitle>This part of the site did not load</FallbackTitle>
      <p>Check your connection and try again. The rest of the site still works.</p>
      <RetryButton type="button" onClick={retry}>
        Retry
      </RetryButton>
    </FallbackRoot>
  );
}

/** A neutral placeholder that holds the space of a page while it loads. */
export function RemoteSkeleton({ minHeight = '60vh' }: { minHeight?: string }) {
  return (
    <SkeletonRoot aria-busy="true" $minHeight={minHeight}>
      <span className="visually-hidden">Loading…</span>
      <SkeletonBar $width="40%" />
      <SkeletonBar $width="85%" />
      <SkeletonBar $width="70%" />
    </SkeletonRoot>
  );
}

const FallbackRoot = styled.div`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sand};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
`;

const FallbackTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const RetryButton = styled.button`
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const SkeletonRoot = styled(PageContainer)<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
  padding-block: ${({ theme }) => theme.space.xl};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const SkeletonBar = styled.div<{ $width: string }>`
  height: 1.25rem;
  width: ${({ $width }) => $width};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.sand} 0%,
    ${({ theme }) => theme.colors.line} 50%,
    ${({ theme }) => theme.colors.sand} 100%
  );
  background-size: 200% 100%;
  animation: remote-skeleton 1.4s ease-in-out infinite;
  @keyframes remote-skeleton {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
`;
