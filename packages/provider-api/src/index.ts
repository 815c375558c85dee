export { ProviderApiError, type ProviderApiErrorCode } from './provider-api-error';
