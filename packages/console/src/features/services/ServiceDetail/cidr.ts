/**
 * Why an allowed address is refused, or undefined when it is valid: an IPv4 address (four numbers 0 to 255) with an
 * optional prefix length of 0 to 32, such as 10.123.8.0/24.
 */
export function cidrProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === "") return "Enter an IPv4 address or CIDR, e.g. 10.123.8.0/24";
  const [address = "", prefix, ...rest] = value.split("/");
  if (rest.length > 0) return "Use one “/” before the prefix length";
  const parts = address.split(".");
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return "Write the address as four numbers separated by dots, e.g. 10.123.8.0";
  if (parts.some((part) => Number(part) > 255)) return "Each number of the address must be from 0 to 255";
  if (prefix !== undefined && (!/^\d{1,2}$/.test(prefix) || Number(prefix) > 32)) return "The prefix length after “/” must be from 0 to 32";
  return undefined;
}
