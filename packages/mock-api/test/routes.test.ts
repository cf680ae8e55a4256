import { describe, expect, it } from "vitest";
import { apiRoutes } from "../src/handlers/http.js";

describe("apiRoutes", () => {
  it.each([
    ["/v1", undefined, "*/v1/config/locations"],
    ["/v1/", undefined, "*/v1/config/locations"],
    ["/prefix/v1", undefined, "*/prefix/v1/config/locations"],
    ["/v1", "http://localhost:5173", "http://localhost:5173/v1/config/locations"],
    ["http://127.0.0.1:4010/v1", "http://localhost:5173", "http://127.0.0.1:4010/v1/config/locations"],
  ])("%s (page origin %s) -> %s", (base, origin, expected) => {
    expect(apiRoutes(base, origin).path("/config/locations")).toBe(expected);
  });

  it("puts location-scoped calls under /:location", () => {
    expect(apiRoutes("/v1", undefined).located("/network/networks")).toBe("*/v1/:location/network/networks");
  });

  it.each([
    ["/v1", undefined, "http://any.example/v1/%E0%A4%A/x", true],
    ["/v1", undefined, "http://any.example/v2/config", false],
    ["/v1", "http://localhost:5173", "http://localhost:5173/v1/config", true],
    ["/v1", "http://localhost:5173", "http://elsewhere.example/v1/config", false],
    ["http://127.0.0.1:4010/v1", undefined, "http://127.0.0.1:4010/v1/config", true],
    ["http://127.0.0.1:4010/v1", undefined, "http://127.0.0.1:4011/v1/config", false],
  ])("matches every call under %s (page origin %s) with one pattern that decodes nothing: %s is %s", (base, origin, url, matches) => {
    expect(apiRoutes(base, origin).all.test(url)).toBe(matches);
  });
});
