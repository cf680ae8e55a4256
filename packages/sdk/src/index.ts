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
  type BodyEncodingOption,
  type CallInit,
  type ClientLogger,
  type HttpMethod,
  type OperationOf,
  type PathsWithMethod,
  type RequestOptions,
  type ResponseData,
  type ValidationIssue,
  type ValidationMode,
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
  RequestTimeoutError,
  StandardApiError,
  TimeoutApiError,
  UnknownApiError,
  createApiError,
  failedBeforeSending,
  findById,
  formatApiErrorMessage,
  isOfflineError,
  isTimeoutError,
  multipleErrorsMessage,
  type ApiErrorInit,
  type ApiErrorKind,
  type ApiErrorMeta,
} from "./errors.js";
export { ResponseValidationError, formatIssuePath, type ResponseValidationProblem } from "./validationError.js";
export {
  IDEMPOTENT_METHODS,
  createRetryPolicy,
  isRetryableError,
  queryRetryOptions,
  retryDelayMs,
  retryPolicy,
  shouldRetryRequest,
  withRetry,
  type RetryEvent,
  type RetryOptions,
  type RetryPolicy,
  type RetryRequest,
  type WithRetryOptions,
} from "./retry.js";
export { MASKED, isSecretKey, maskSecrets, redactUrl } from "./redact.js";
export {
  bodyEncodings,
  idempotentOperations,
  publishedBodyEncodings,
  type BodyEncoding,
  type EncodableOperationKey,
} from "./generated/requests.js";
export { encodeFieldValue, encodeFields, encodeForm, encodeQuery, fillPath } from "./encoding.js";
export { operations as operationMeta, type OperationKey, type OperationMeta } from "./generated/operations.js";
export { operationPathSource, operationRoutes, type OperationRoute } from "./operationPaths.js";
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
  vmOsFamily,
} from "./helpers/rules.js";
export { fetchIsAdmin, isAdminFromPrivilegesStatus } from "./helpers/admin.js";
