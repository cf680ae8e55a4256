import { describe, expectTypeOf, it } from "vitest";
import { createApiClient, type ApiToken, type Location, type UiConfig, type VirtualMachine } from "../src/index.js";

const client = createApiClient({ baseUrl: "http://127.0.0.1:1/v1", validate: false });

// Only compiled, never called: these check the typing of path-keyed methods (tsc runs over test/).
function typings() {
  expectTypeOf(client.GET("/config/ui/config")).resolves.toEqualTypeOf<UiConfig>();
  expectTypeOf(client.GET("/config/locations")).resolves.toEqualTypeOf<Location[]>();
  expectTypeOf(client.GET("/{location}/user-resource/vm/list", { params: { path: { location: "tll" } } })).resolves.toEqualTypeOf<
    VirtualMachine[]
  >();
  expectTypeOf(client.POST("/user-resource/token", { body: { description: "ci", restricted: false } })).resolves.toEqualTypeOf<ApiToken[]>();
  expectTypeOf(client.DELETE("/storage/bucket", { body: { name: "bucket" } })).resolves.toEqualTypeOf<undefined>();
  // @ts-expect-error -- the location path parameter is required
  void client.GET("/{location}/user-resource/vm/list");
  // @ts-expect-error -- there is no GET on this path
  void client.GET("/user-resource/token");
  // @ts-expect-error -- the body has a required field
  void client.PATCH("/user-resource/token", { body: { description: "x" } });
}

describe("client typings", () => {
  it("keeps the contract's types on path-keyed methods", () => {
    expectTypeOf(typings).toBeFunction();
  });
});
