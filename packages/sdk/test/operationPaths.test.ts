import { describe, expect, it } from "vitest";
import { operationMeta, operationPathSource, operationRoutes } from "../src/index.js";

describe("operationRoutes", () => {
  it("names every operation by its upper-case method and its path template", () => {
    expect(operationRoutes).toHaveLength(Object.keys(operationMeta).length);
    expect(operationRoutes).toContainEqual({ key: "post /{location}/network/firewalls", method: "POST", template: "/{location}/network/firewalls" });
  });
});

describe("operationPathSource", () => {
  const matches = (template: string, path: string) => new RegExp(`^${operationPathSource(template)}$`).test(path);

  it("matches one segment per parameter and the rest literally", () => {
    expect(matches("/user-resource/vm/{uuid}", "/user-resource/vm/8a1f")).toBe(true);
    expect(matches("/user-resource/vm/{uuid}", "/user-resource/vm/8a1f/extra")).toBe(false);
    expect(matches("/{location}/network/firewalls", "/tll/network/firewalls")).toBe(true);
  });

  it("reads a template's dots and brackets as themselves", () => {
    expect(matches("/a.b/{id}", "/a.b/1")).toBe(true);
    expect(matches("/a.b/{id}", "/axb/1")).toBe(false);
  });
});
