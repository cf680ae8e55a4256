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
});
