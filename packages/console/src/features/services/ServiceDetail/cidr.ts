import type { ServiceDetailT } from "./messages";

/**
 * Why an allowed address is refused (in the customer's language), or undefined when it is valid: an IPv4 address
 * (four numbers 0 to 255) with an optional prefix length of 0 to 32, such as 10.123.8.0/24.
 */
export function cidrProblem(text: string, t: ServiceDetailT): string | undefined {
  const value = text.trim();
  if (value === "") return t("cidr.empty");
  const [address = "", prefix, ...rest] = value.split("/");
  if (rest.length > 0) return t("cidr.oneSlash");
  const parts = address.split(".");
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return t("cidr.fourNumbers");
  if (parts.some((part) => Number(part) > 255)) return t("cidr.numberRange");
  if (prefix !== undefined && (!/^\d{1,2}$/.test(prefix) || Number(prefix) > 32)) return t("cidr.prefixRange");
  return undefined;
}
