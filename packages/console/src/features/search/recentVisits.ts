/**
 * Whether an address is a resource's own page, worth offering again as "recently opened": a detail route has a
 * type and an identifier below its category (/compute/vm/tll/…, /billing/account/7), never a create or edit form.
 */
export function isResourcePage(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  return segments.length >= 3 && !segments.includes("create") && segments.at(-1) !== "edit";
}
