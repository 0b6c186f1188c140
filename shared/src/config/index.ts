export { site, whatsappHref, pageTitle } from './site';
export { configureRuntime, runtimeConfig, apiUrl } from './runtime';
export type { RuntimeConfig } from './runtime';
export { fetchPageData } from './pageData';
export type { EarlyPageData } from './pageData';
