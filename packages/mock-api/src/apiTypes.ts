// Shapes of the API's payloads, from the SDK's contract-generated types (the single source of truth).
export type {
  BillingAccountFieldConfig,
  ChatConfig,
  Location,
  PaymentProcessor,
  PredefinedPackage,
  UiConfig,
} from "@cloudconsole/sdk";
