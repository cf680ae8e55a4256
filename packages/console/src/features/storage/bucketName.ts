/**
 * What is wrong with a bucket name, one entry per broken part (empty when valid). The rule: lowercase letters,
 * digits and hyphens, 3 to 63 characters, a letter or digit at both ends, not starting with `xn--` and not ending
 * with `-s3alias`.
 */
export function bucketNameProblems(name: string): string[] {
  const problems: string[] = [];
  if (name.length < 3 || name.length > 63) problems.push(`Use 3 to 63 characters (now ${name.length}).`);
  const refused = [...new Set(name.replace(/[a-z0-9-]/g, ""))];
  if (refused.length > 0) problems.push(`Use only lowercase letters, digits and hyphens, not ${refused.map((c) => (c === " " ? "spaces" : `“${c}”`)).join(", ")}.`);
  if (name.length > 0 && !/^[a-z0-9]/.test(name)) problems.push("Start with a letter or digit.");
  if (name.length > 0 && !/[a-z0-9]$/.test(name)) problems.push("End with a letter or digit.");
  if (name.startsWith("xn--")) problems.push("Do not start with “xn--”.");
  if (name.endsWith("-s3alias")) problems.push("Do not end with “-s3alias”.");
  return problems;
}
