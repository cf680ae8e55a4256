import type { StorageT } from "./messages";

/**
 * What is wrong with a bucket name, one entry per broken part (empty when valid), in the customer's language. The
 * rule: lowercase letters, digits and hyphens, 3 to 63 characters, a letter or digit at both ends, not starting with
 * `xn--` and not ending with `-s3alias`.
 */
export function bucketNameProblems(name: string, t: StorageT): string[] {
  const problems: string[] = [];
  if (name.length < 3 || name.length > 63) problems.push(t("name.length", { length: name.length }));
  const refused = [...new Set(name.replace(/[a-z0-9-]/g, ""))];
  if (refused.length > 0) problems.push(t("name.characters", { characters: refused.map((c) => (c === " " ? t("name.spaces") : `“${c}”`)).join(", ") }));
  if (name.length > 0 && !/^[a-z0-9]/.test(name)) problems.push(t("name.start"));
  if (name.length > 0 && !/[a-z0-9]$/.test(name)) problems.push(t("name.end"));
  if (name.startsWith("xn--")) problems.push(t("name.xnPrefix"));
  if (name.endsWith("-s3alias")) problems.push(t("name.s3aliasSuffix"));
  return problems;
}
