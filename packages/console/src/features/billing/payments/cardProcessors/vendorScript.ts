import { CardProcessorError } from "./types";

/** What a vendor's script defines once it has run, and what to say when it cannot be had. */
export interface VendorScript<T> {
  url: string;
  /** The vendor's global, once its script has run (undefined before, or when the script defined something else). */
  read: () => T | undefined;
  /** Said when the script loaded without defining its global. */
  incomplete: string;
  /** Said when the script could not be loaded at all. */
  unreachable: string;
}

const loading = new Map<string, Promise<unknown>>();

/**
 * Loads a vendor's script by its own address, once per page: a vendor already on the page is used as it is, a load
 * under way is shared, and a failed load is forgotten (its tag removed), so the next mount tries again.
 */
export function loadVendorScript<T>({ url, read, incomplete, unreachable }: VendorScript<T>): Promise<T> {
  const loaded = read();
  if (loaded) return Promise.resolve(loaded);
  const pending = loading.get(url) as Promise<T> | undefined;
  if (pending) return pending;
  const load = new Promise<T>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.addEventListener("load", () => {
      const vendor = read();
      if (vendor) resolve(vendor);
      else reject(new CardProcessorError(incomplete, "network"));
    });
    script.addEventListener("error", () => {
      script.remove();
      reject(new CardProcessorError(unreachable, "network"));
    });
    document.head.append(script);
  });
  loading.set(url, load);
  load.then(
    () => loading.delete(url),
    () => loading.delete(url),
  );
  return load;
}
