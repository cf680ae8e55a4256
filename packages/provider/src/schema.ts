// The check of a provider's definition, run where the theme is built (its theme.css.ts is evaluated in Node) and by
// the Node tools that read a provider: a broken theme fails its build with the message and the field.
import { isCountryCode, isCurrencyCode, predefinedPackageProblems, uiConfigProblems } from "@cloudconsole/sdk";
import type { BrandTokens } from "@cloudconsole/ui/theme";
import { z } from "zod";
import type { PlatformSettings, ProviderSettings } from "./definition";

/** The message of a colour that is not #rgb or #rrggbb. */
export const INVALID_COLOR = "Invalid color";

const color = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, INVALID_COLOR);

const brandColors = z.object({
  primary: color,
  primaryText: color.optional(),
  link: color.optional(),
  sidenav: z.object({ background: color.optional(), text: color.optional(), active: color.optional(), activeText: color.optional() }).optional(),
  // Last-resort overrides are applied as given: any CSS colour the browser understands.
  colors: z.record(z.string(), z.string()).optional(),
});

const brandSchema = brandColors.extend({
  fontFamily: z.string().min(1).optional(),
  monoFontFamily: z.string().min(1).optional(),
  radius: z.object({ sm: z.string().optional(), lg: z.string().optional() }).optional(),
  dark: brandColors.partial().optional(),
});

const processorSchema = z.looseObject({
  service_fee: z
    .object({
      flat_rate: z.number().min(0, "The flat service fee cannot be negative").optional(),
      percentage: z.number().min(0, "Service fee percentage must be 0 to 100").max(100, "Service fee percentage must be 0 to 100").optional(),
    })
    .nullish(),
  charge_currency_conversion: z
    .object({
      to_currency: z.string().refine(isCurrencyCode, "Currency must be 3 letters").optional(),
      exchange_rate: z.number().positive("Conversion rate must be positive").optional(),
    })
    .nullish(),
});

const platformSchema = z
  .looseObject({
    siteCurrency: z.string().refine(isCurrencyCode, "Currency must be 3 letters").optional(),
    siteCountry: z.string().refine(isCountryCode, "Country must be 2 letters").optional(),
    siteLocale: z
      .string()
      .refine((locale) => Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0, "Unknown locale")
      .optional(),
    paymentProcessors: z.array(processorSchema).optional(),
    predefinedPackages: z
      .array(
        z.looseObject({ os: z.array(z.string()).optional(), default_os: z.string().optional(), disabled_os: z.array(z.string()).optional() }).superRefine((pkg, context) => {
          for (const message of predefinedPackageProblems(pkg)) context.addIssue({ code: "custom", message });
        }),
      )
      .optional(),
  })
  .superRefine((config, context) => {
    for (const message of uiConfigProblems(config as { kubernetesEnabled?: boolean; servicesEnabled?: boolean })) context.addIssue({ code: "custom", message, path: ["kubernetesEnabled"] });
  });

const settingsSchema = z.looseObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "Use lowercase letters, digits and hyphens, starting with a letter"),
  name: z.string().min(1, "Required"),
  loadingDelayMs: z.number().int().min(0).optional(),
  mockConfig: z.enum(["default", "metal"]),
  serverTimeZone: z
    .string()
    .refine((zone) => isTimeZone(zone), "Unknown time zone: use an IANA name such as Asia/Jakarta")
    .optional(),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every problem of a provider's settings, brand and platform settings, as `field: message` lines (none when valid). */
export function providerProblems(settings: ProviderSettings, brand: BrandTokens, platform: PlatformSettings = {}): string[] {
  const lines = (result: z.ZodSafeParseResult<unknown>, prefix: string) =>
    result.success ? [] : result.error.issues.map((issue) => `${[prefix, ...issue.path.map(String)].filter(Boolean).join(".")}: ${issue.message}`);
  return [...lines(settingsSchema.safeParse(settings), ""), ...lines(brandSchema.safeParse(brand), "brand"), ...lines(platformSchema.safeParse(platform), "platform")];
}

/** Throws, naming each broken field and its message, when a provider's settings, brand or platform are invalid. */
export function assertValidProvider(settings: ProviderSettings, brand: BrandTokens, platform: PlatformSettings = {}): void {
  const problems = providerProblems(settings, brand, platform);
  if (problems.length > 0) throw new Error(`The provider "${settings.id}" is invalid:\n${problems.map((line) => `  ${line}`).join("\n")}`);
}
