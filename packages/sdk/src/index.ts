// @cloudconsole/sdk: the typed client of the cloud console API. Validators load lazily from "./validators".
import type { components, operations as contractOperations, paths } from "./generated/schema.js";

export type { components, paths };
export type { contractOperations as operations };

export type * from "./generated/types.js";

export { apiBaseUrl, websocketBaseUrl, type ApiLocation } from "./urls.js";
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallInit,
  type ClientLogger,
  type HttpMethod,
  type OperationOf,
  type PathsWithMethod,
  type RequestOptions,
  type ResponseData,
  type ValidationIssue,
} from "./client.js";
export {
  ApiConnectionError,
  ApiContentTypeError,
  ApiError,
  ConfigurationNotLoadedError,
  CredentialsApiError,
  DevApiError,
  GeneralApiError,
  IdNotFoundError,
  MultipleErrors,
  StandardApiError,
  TimeoutApiError,
  UnknownApiError,
  createApiError,
  findById,
  formatApiErrorMessage,
  isOfflineError,
  multipleErrorsMessage,
  type ApiErrorInit,
  type ApiErrorMeta,
} from "./errors.js";
export { createRetryPolicy, isRetryableError, queryRetryOptions, retryPolicy, withRetry, type RetryPolicy } from "./retry.js";
export { encodeFieldValue, encodeFields, encodeForm, encodeQuery, fillPath } from "./encoding.js";
export { operations as operationMeta, type OperationKey, type OperationMeta } from "./generated/operations.js";
export * from "./generated/constants.js";
export * from "./constants.js";
export { DATETIME_ERRORS, DateTimeParseError, UNIX_MILLISECONDS_FROM, UNIX_SECONDS_FROM, parseDateTime, parseUnixTimestamp } from "./helpers/datetime.js";
export {
  isCountryCode,
  isCurrencyCode,
  isLangCode,
  isLocationCountryCode,
  isMacAddress,
  isMetalOsId,
  isValidBucketName,
  predefinedPackageProblems,
  recurringPaymentMissingFields,
  uiConfigProblems,
} from "./helpers/rules.js";
export { fetchIsAdmin, isAdminFromPrivilegesStatus } from "./helpers/admin.js";
