import { describe, expect, it } from "vitest";
import { isSafeReturnPath, safeReturnPath } from "./returnPath";

/** The classic open-redirect shapes: each would leave the app, confuse the router, or hide where it goes. */
const OPEN_REDIRECTS: string[] = [
  // Protocol-relative and absolute addresses.
  "//evil.example",
  "//evil.example/path",
  "///evil.example",
  "////evil.example",
  "//user@evil.example",
  "https://evil.example",
  "http://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "//evil.example%2F",
  // Scripts and data instead of a path.
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  // Not a path at all.
  "evil.example",
  "",
  " //evil.example",
  // Backslashes, which browsers read as slashes.
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/compute\\..\\..\\evil",
  // Control characters that browsers drop from an address, leaving '//'.
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "/\u2028/evil.example",
  "/\u2029/evil.example",
  // The same shapes percent-encoded, once or twice.
  "%2F%2Fevil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5Cevil.example",
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%252F/evil.example",
  "/%E2%80%A8/evil.example",
];

describe("return paths", () => {
  it("knows thirty-eight open-redirect shapes", () => {
    expect(OPEN_REDIRECTS).toHaveLength(38);
  });

  it.each(OPEN_REDIRECTS)("refuses %j and goes to /", (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
    expect(safeReturnPath(path)).toBe("/");
  });

  it.each([
    ["/", "/"],
    ["/compute", "/compute"],
    ["/compute?tab=vms#disks", "/compute?tab=vms#disks"],
    ["/billing/create?return=%2Fcompute%2Fcreate", "/billing/create?return=%2Fcompute%2Fcreate"],
    ["/search?q=caf%C3%A9", "/search?q=caf%C3%A9"],
    ["/search?q=100%25", "/search?q=100%25"],
    ["/compute/vm/tll/a b", "/compute/vm/tll/a b"],
  ])("follows the app's own path %j", (path, expected) => {
    expect(safeReturnPath(path)).toBe(expected);
  });

  it.each([
    ["a malformed encoding", "/search?q=%E0%A4%A"],
    ["an encoding still changing after four rounds", "/%2525252F"],
  ])("refuses %s", (_case, path) => {
    expect(safeReturnPath(path)).toBe("/");
  });

  it.each([undefined, null, 42, { path: "/compute" }, ["/compute"]])("refuses %j, which is no string", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });
});
