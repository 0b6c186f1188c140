export { site, whatsappHref, pageTitle } from './site';
export { configureRuntime, runtimeConfig, apiUrl } from './runtime';
export type { RuntimeConfig } from './runtime';
export { takeEarlyRequest } from './pageData';
export type { EarlyRequests } from './pageData';
export { API_TIMEOUT_MS, ApiError, requestPageData, isNotFound, requestApi, requestApiJson } from './apiRequest';
export type { ApiAnswer, ApiFailureReason, ApiRequestInit } from './apiRequest';
export { FETCH_PROPERTY_ERROR, requestProperty } from './property';
