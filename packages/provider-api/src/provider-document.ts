// The one door from hand-written code to src/generated/, so that a rename in the OpenAPI
// document breaks here, in one place, and not all over the package.

export {
  type JsonSchema,
  type ProviderOperation,
  providerOperations,
  providerSchemas,
} from './generated/provider-operations.ts';
export type { components, operations, paths } from './generated/provider-schema.ts';
export { unsecuredOperations } from './generated/provider-security.ts';
