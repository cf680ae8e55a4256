// The resource validation rules as pure predicates, so forms, the mock API and integrators agree.

/** Bucket names: lowercase letters, digits and hyphens, 3-63 long, letter or digit at both ends, no `xn--` start, no `-s3alias` end. */
export function isValidBucketName(name: string): boolean {
  return (
    name.length >= 3 &&
    name.length <= 63 &&
    /^[a-z0-9][a-z0-9-]*[a-z0-9]$/.test(name) &&
    !name.startsWith("xn--") &&
    !name.endsWith("-s3alias")
  );
}

/** MAC addresses: six lowercase hex pairs separated by colons. */
export function isMacAddress(value: string): boolean {
  return /^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/.test(value);
}

/** Metal OS ids: a lowercase letter, then lowercase letters, digits, underscores or hyphens. */
export function isMetalOsId(value: string): boolean {
  return /^[a-z][a-z0-9_-]*$/.test(value);
}

/** Country codes of billing accounts and the site: exactly two letters. */
export function isCountryCode(value: string): boolean {
  return /^[A-Za-z]{2}$/.test(value);
}

/** Location country codes: three letters. */
export function isLocationCountryCode(value: string): boolean {
  return /^[A-Za-z]{3}$/.test(value);
}

/** Billing account language: two or three characters, or empty. */
export function isLangCode(value: string): boolean {
  return value === "" || /^[A-Za-z]{2,3}$/.test(value);
}

/** Currency codes: three letters. */
export function isCurrencyCode(value: string): boolean {
  return /^[A-Za-z]{3}$/.test(value);
}

/** The OS family of a VM image's `os_name`, as predefined packages list them in `os`: Windows is "win", every other system "other". */
export function vmOsFamily(osName: string): "win" | "other" {
  return osName === "windows" ? "win" : "other";
}

/**
 * Messages of a predefined VM size whose OS settings contradict each other (empty when fine). Its `os` lists OS
 * families, its default and disabled OS are OS names: the list of OS is every OS name of a listed family (of every
 * family when none is listed), and only those of `osNames`, the image catalogue's, when it is given.
 */
export function predefinedPackageProblems(pkg: { os?: readonly string[]; default_os?: string; disabled_os?: readonly string[] }, osNames?: readonly string[]): string[] {
  const families = pkg.os ?? [];
  const listed = (name: string) => (families.length === 0 || families.includes(vmOsFamily(name))) && (osNames === undefined || osNames.includes(name));
  const disabled = pkg.disabled_os ?? [];
  const problems: string[] = [];
  if (disabled.some((name) => !listed(name))) problems.push("Disabled OS must be in the list of OS");
  if (pkg.default_os && !listed(pkg.default_os)) problems.push("Default OS must be in the list of OS");
  if (pkg.default_os && disabled.includes(pkg.default_os)) problems.push("OS cannot be default if it is disabled");
  return problems;
}

/** Messages of a UI configuration whose feature flags contradict each other (empty when fine). */
export function uiConfigProblems(config: { kubernetesEnabled?: boolean; servicesEnabled?: boolean }): string[] {
  return config.kubernetesEnabled && !config.servicesEnabled ? ["Kubernetes requires services to be enabled"] : [];
}

/** Automated top-up: when enabled, threshold and amount are both required. Returns the missing field names. */
export function recurringPaymentMissingFields(settings: {
  is_recurring_payment_enabled: boolean;
  recurring_payment_threshold?: number | null;
  recurring_payment_amount?: number | null;
}): ("recurring_payment_threshold" | "recurring_payment_amount")[] {
  if (!settings.is_recurring_payment_enabled) return [];
  const missing: ("recurring_payment_threshold" | "recurring_payment_amount")[] = [];
  if (settings.recurring_payment_threshold === undefined || settings.recurring_payment_threshold === null) missing.push("recurring_payment_threshold");
  if (settings.recurring_payment_amount === undefined || settings.recurring_payment_amount === null) missing.push("recurring_payment_amount");
  return missing;
}
