// The scripts and stylesheets a page fetched, with their gzip sizes as a host would serve them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Seen } from "./networkLog";

export interface FileSize {
  file: string;
  gzip: number;
}
export interface Fetched {
  js: FileSize[];
  css: FileSize[];
  jsGzip: number;
  cssGzip: number;
}

/** The app's scripts and stylesheets among `entries`, each file once, with their gzip sizes by `gzip`. */
export function fetchedFiles(entries: Seen[], gzip: (file: string) => number): Fetched {
  const files = (kind: "js" | "css") =>
    [...new Set(entries.filter((entry) => entry.kind === kind && entry.path.startsWith("/app/")).map((entry) => entry.path.slice("/app/".length)))]
      .sort()
      .map((file) => ({ file, gzip: gzip(file) }));
  const js = files("js");
  const css = files("css");
  return { js, css, jsGzip: js.reduce((sum, f) => sum + f.gzip, 0), cssGzip: css.reduce((sum, f) => sum + f.gzip, 0) };
}

/** Gzip size (level 9, as a host would serve it) of a built file, each file compressed once. */
export function gzipCache(distDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}
