import type { BillingAccount, UiConfig } from "@cloudconsole/sdk";

/** The largest VM a LIMITED billing account may create, from the site's `limitedBillingAccountConfig`. */
export type SizeLimits = NonNullable<UiConfig["limitedBillingAccountConfig"]>;

/** The limits a VM charged to this account must keep: the site's while the account is LIMITED, else none. */
export function sizeLimitsOf(account: Pick<BillingAccount, "restriction_level"> | undefined, limits: SizeLimits | undefined): SizeLimits | undefined {
  if (account?.restriction_level !== "LIMITED" || !limits) return undefined;
  return limits.vcpu === undefined && limits.ram_mb === undefined ? undefined : limits;
}

/** Whether a VM of this size keeps the limits (a limit the site leaves out does not apply), as the platform checks it. */
export function withinLimits(limits: SizeLimits | undefined, size: { vcpu: number; ramMb: number }): boolean {
  if (!limits) return true;
  return (limits.vcpu === undefined || size.vcpu <= limits.vcpu) && (limits.ram_mb === undefined || size.ramMb <= limits.ram_mb);
}

/**
 * The limits in words: '1 vCPU and 2 GB RAM' (the list joined as `language` joins one: '1 vCPU dan 2 GB RAM');
 * `memory` writes megabytes as the site does.
 */
export function limitsText(limits: SizeLimits, memory: (mb: number) => string, language = "en"): string {
  const parts = [limits.vcpu === undefined ? undefined : `${limits.vcpu} vCPU`, limits.ram_mb === undefined ? undefined : `${memory(limits.ram_mb)} RAM`];
  return new Intl.ListFormat(language, { type: "conjunction" }).format(parts.filter((part) => part !== undefined));
}
