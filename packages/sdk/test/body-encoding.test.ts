// Choosing the wire encoding per operation (`bodyEncoding`), over real HTTP: what the server receives.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiBaseUrl, bodyEncodings, createApiClient, publishedBodyEncodings, type ApiClientOptions } from "../src/index.js";
import { sendJson, startServer, type TestServer } from "./http-server.js";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle((_request, response) => sendJson(response, 200, {}));
});

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: apiBaseUrl({ origin: server.origin }), logger: { error: vi.fn(), warn: vi.fn() }, validate: "off", ...options });
}
const location = { path: { location: "tll" } };
const last = () => {
  const request = server.requests.at(-1);
  if (!request) throw new Error("no request");
  return { url: request.url, type: request.headers["content-type"], body: request.body };
};

describe("bodyEncoding", () => {
  it("sends the contract's encoding by default", async () => {
    await client().POST("/{location}/network/ip_addresses", { params: location, body: { billing_account_id: 6, name: "edge" } });
    expect(last()).toEqual({ url: "/v1/tll/network/ip_addresses", type: "application/x-www-form-urlencoded", body: "billing_account_id=6&name=edge" });
  });

  it("switches one operation to JSON", async () => {
    const api = client({ bodyEncoding: { "post /{location}/network/ip_addresses": "json" } });
    await api.POST("/{location}/network/ip_addresses", { params: location, body: { billing_account_id: 6, name: "edge" } });
    expect(last()).toEqual({ url: "/v1/tll/network/ip_addresses", type: "application/json", body: '{"billing_account_id":6,"name":"edge"}' });
    // Others keep the contract's.
    await api.PATCH("/{location}/network/ip_addresses/{address}", { params: { path: { location: "tll", address: "1.1.1.1" } }, body: { name: "x" } });
    expect(last().type).toBe("application/x-www-form-urlencoded");
  });

  it('follows the published API for every recorded operation with "published"', async () => {
    const api = client({ bodyEncoding: "published" });
    await api.POST("/{location}/network/load_balancers", {
      params: location,
      body: { display_name: "lb", rules: [{ source_port: 80, target_port: 8080 }], targets: [{ target_uuid: "vm-1", target_type: "vm" }] },
    });
    expect(last().type).toBe("application/json");
    expect(JSON.parse(last().body)).toEqual({ display_name: "lb", rules: [{ source_port: 80, target_port: 8080 }], targets: [{ target_uuid: "vm-1", target_type: "vm" }] });

    // A call whose fields the contract puts in the query string goes to a JSON body.
    await api.PUT("/{location}/network/load_balancers/{uuid}/billing_account", { params: { path: { location: "tll", uuid: "lb-1" }, query: { set_id: 9 } } });
    expect(last()).toEqual({ url: "/v1/tll/network/load_balancers/lb-1/billing_account", type: "application/json", body: '{"set_id":9}' });

    // ...or a form body.
    await api.DELETE("/payment/billing_account", { params: { query: { billing_account_id: 6 } } });
    expect(last()).toEqual({ url: "/v1/payment/billing_account", type: "application/x-www-form-urlencoded", body: "billing_account_id=6" });

    // A call the contract sends as JSON goes as a form where the published API says so.
    await api.POST("/payment/card", { body: { billing_account_id: 6, token: "tok_1" } });
    expect(last()).toEqual({ url: "/v1/payment/card", type: "application/x-www-form-urlencoded", body: "billing_account_id=6&token=tok_1" });

    // A top-up's fields, in the query string by the contract, go in a form body as the documentation's example and its clients send them.
    await api.POST("/payment/credit/buy", { params: { query: { billing_account_id: 6, payment_object_id: 3, amount: 20 } } });
    expect(last()).toEqual({ url: "/v1/payment/credit/buy", type: "application/x-www-form-urlencoded", body: "billing_account_id=6&payment_object_id=3&amount=20" });

    // Operations the contract does not record keep their encoding.
    await api.POST("/{location}/user-resource/vm/start", { params: location, body: { uuid: "vm-1" } });
    expect(last().type).toBe("application/x-www-form-urlencoded");
  });

  it("can move a body to the query string", async () => {
    const api = client({ bodyEncoding: { "patch /user-resource/token": "query" } });
    await api.PATCH("/user-resource/token", { body: { token_id: 1, description: "d", restricted: false } });
    expect(last()).toEqual({ url: "/v1/user-resource/token?token_id=1&description=d&restricted=false", type: undefined, body: "" });
  });

  it("refuses an operation it cannot switch, or an unknown encoding", () => {
    expect(() => client({ bodyEncoding: { "post /network/ip_addresses": "json" } as never })).toThrow(/post \/network\/ip_addresses is not an operation/);
    expect(() => client({ bodyEncoding: { "post /{location}/network/ip_addresses": "xml" } as never })).toThrow(/must be "form", "json" or "query"/);
    expect(() => client({ bodyEncoding: "dump" as never })).toThrow(TypeError);
  });

  it("offers only operations with a body or a recorded encoding, and records the published ones among them", () => {
    for (const key of Object.keys(publishedBodyEncodings)) expect(Object.hasOwn(bodyEncodings, key), key).toBe(true);
  });
});

describe("the four calls that follow the published API", () => {
  it("sends a credit top-up's fields in the query string, with no body", async () => {
    await client().POST("/payment/credit/buy", { params: { query: { billing_account_id: 6, payment_object_id: 3, amount: 20, on_session: true } } });
    expect(last()).toEqual({ url: "/v1/payment/credit/buy?billing_account_id=6&payment_object_id=3&amount=20&on_session=true", type: undefined, body: "" });
  });

  it("sends a new network's name in the query string", async () => {
    await client().POST("/{location}/network/network", { params: { path: { location: "tll" }, query: { name: "backend" } } });
    expect(last()).toEqual({ url: "/v1/tll/network/network?name=backend", type: undefined, body: "" });
  });

  it("sends resource_type with resource billing", async () => {
    await client().POST("/{location}/user-resource/resource_billing", { params: location, body: { uuid: "vm-1", billing_account_id: 6, resource_type: "vm" } });
    expect(last().body).toBe("uuid=vm-1&billing_account_id=6&resource_type=vm");
  });

  it("puts the whitelist under the location", async () => {
    server.handle((_request, response) => sendJson(response, 200, ["10.0.0.0/24"]));
    await client().POST("/{location}/user-resource/service/package/{uuid}/whitelist_addresses", {
      params: { path: { location: "tll", uuid: "svc-1" } },
      body: { ip_address: "10.0.0.0/24" },
    });
    expect(last()).toEqual({ url: "/v1/tll/user-resource/service/package/svc-1/whitelist_addresses", type: "application/x-www-form-urlencoded", body: "ip_address=10.0.0.0%2F24" });
  });
});
