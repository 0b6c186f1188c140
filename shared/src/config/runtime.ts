/**
 * Values that differ per environment (API origin, blog source). The shell reads them from
 * `/remotes.json` at start and sets them here before anything renders; standalone dev pages and tests
 * set them the same way. No app writes an origin into its code.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  blogBaseUrl: string;
}

let current: RuntimeConfig = { apiBaseUrl: '', blogBaseUrl: '' };

export function configureRuntime(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config };
  if (config.apiBaseUrl !== undefined && config.blogBaseUrl === undefined && !current.blogBaseUrl) {
    current.blogBaseUrl = config.apiBaseUrl;
  }
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** An absolute URL on the API for a path such as `/api/properties`. */
export function apiUrl(path: string): string {
  return `${current.apiBaseUrl.replace(/\/$/, '')}${path}`;
}
