import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleContract, describeOperation, generateAll, listOperations, type ListedOperation } from "../scripts/generate.mjs";

const contractDir = join(import.meta.dirname, "..", "contract");
let document: Awaited<ReturnType<typeof bundleContract>>;
let operations: ListedOperation[];

beforeAll(async () => {
  document = await bundleContract();
  operations = listOperations(document);
});

// Every call the product description lists, as `METHOD path` (its `...` prefixes written out; the whitelist calls are
// location-scoped, as the published API marks them).
const SPEC_CALLS = `
GET /user-resource/token/list|POST /user-resource/token|PATCH /user-resource/token|DELETE /user-resource/token
GET /user-resource/access_group|POST /user-resource/access_group|DELETE /user-resource/access_group/{id}
POST /user-resource/access_group/{delegation_id}/impersonation|DELETE /user-resource/access_group/{delegation_id}/impersonation/{impersonation_id}
GET /user-resource/impersonation|PUT /user-resource/impersonation/{uuid}/accept|POST /user-resource/impersonation/{uuid}/start|POST /user-resource/admin/token
GET /payment/billing_account/list|POST /payment/billing_account|PUT /payment/billing_account|DELETE /payment/billing_account
POST /payment/billing_account/set_default|POST /payment/billing_account/{id}/campaign_activate/{campaign_code}|PUT /payment/billing_account/{id}/recurring_payment
PUT /payment/low_balance_notice_settings|GET /config/payment/restriction_level_clear_topup_threshold|PUT /config/payment/restriction_level_clear_topup_threshold
GET /charging/usage|GET /payment/invoice/list|GET /payment/invoice/pdf|POST /payment/pay_invoice
GET /payment/paypal/id_token|GET /payment/paypal/setup_token|GET /payment/paypal/payment_token
GET /payment/card/list|POST /payment/card|DELETE /payment/card|PUT /payment/card/set_primary|POST /payment/card/prehook|POST /payment/card/verify
POST /payment/apply_for_invoice_payment|GET /payment/credit/list|POST /payment/link/save_methods|POST /payment/link/send_data
GET /payment/link/process_result|GET /payment/persistent_data|GET /payment/final_topup_amount|POST /payment/credit/buy|POST /payment/credit/buy/posthook
GET /config/locations|GET /config/ui/config|GET /pricing/list/current|GET /config/vm_images|GET /api/parameters/vm|GET /{location}/user-resource/host_pool/list
GET /{location}/metal/leases|POST /{location}/metal/leases|PATCH /{location}/metal/leases/{uuid}|DELETE /{location}/metal/leases/{uuid}|GET /{location}/metal/specs|GET /metal/os
GET /{location}/network/ip_addresses|POST /{location}/network/ip_addresses|PATCH /{location}/network/ip_addresses/{address}|DELETE /{location}/network/ip_addresses/{address}
POST /{location}/network/ip_addresses/{address}/assign|POST /{location}/network/ip_addresses/{address}/unassign
GET /{location}/network/networks|POST /{location}/network/network|PATCH /{location}/network/network/{uuid}|DELETE /{location}/network/network/{uuid}|PUT /{location}/network/network/{uuid}/default
GET /{location}/network/load_balancers|POST /{location}/network/load_balancers|PATCH /{location}/network/load_balancers/{uuid}|DELETE /{location}/network/load_balancers/{uuid}
PUT /{location}/network/load_balancers/{uuid}/billing_account|POST /{location}/network/load_balancers/{uuid}/targets|DELETE /{location}/network/load_balancers/{uuid}/targets/{target_uuid}
POST /{location}/network/load_balancers/{uuid}/forwarding_rules|DELETE /{location}/network/load_balancers/{uuid}/forwarding_rules/{rule_uuid}
POST /{location}/user-resource/vm|PATCH /{location}/user-resource/vm|DELETE /{location}/user-resource/vm|POST /{location}/user-resource/vm/backup|POST /{location}/user-resource/vm/clone
GET /{location}/user-resource/vm/list|POST /{location}/user-resource/vm/rebuild|POST /{location}/user-resource/vm/replica|DELETE /{location}/user-resource/vm/replica
POST /{location}/user-resource/vm/rescue_start|POST /{location}/user-resource/vm/reinstall|POST /{location}/user-resource/vm/start|POST /{location}/user-resource/vm/stop
POST /{location}/user-resource/vm/storage|PATCH /{location}/user-resource/vm/storage|DELETE /{location}/user-resource/vm/storage|PATCH /{location}/user-resource/vm/user|POST /{location}/user-resource/resource_billing
GET /{location}/network/virtual-machines/{uuid}/interfaces|POST /{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces|DELETE /{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}
POST /{location}/user-resource/service/package/vm/rebuild|GET /user-resource/service/configurations|POST /user-resource/service/package
DELETE /user-resource/service/package/{uuid}|PATCH /user-resource/service/package/{uuid}|POST /user-resource/service/package/{uuid}/resources/{target_uuid}/start
POST /user-resource/service/package/{uuid}/resources/{target_uuid}/stop|GET /user-resource/service/package/{uuid}/secrets
GET /{location}/user-resource/service/package/{uuid}/whitelist_addresses|POST /{location}/user-resource/service/package/{uuid}/whitelist_addresses
DELETE /{location}/user-resource/service/package/{uuid}/whitelist_addresses
GET /user-resource/service/packages
GET /storage/bucket|PUT /storage/bucket|PATCH /storage/bucket|DELETE /storage/bucket|GET /storage/bucket/list|PUT /storage/bucket/cors|GET /storage/user
GET /storage/user/keys|POST /storage/user/keys|DELETE /storage/user/keys|GET /storage/api/s3
GET /user-resource/user|PATCH /user-resource/user/profile|GET /user-resource/mfa/is_active|POST /user-resource/mfa/activate|POST /user-resource/mfa/deactivate
POST /user-resource/auth0_callback|GET /user-resource/user/privileges
`
  .split(/[|\n]/)
  .map((call) => call.trim())
  .filter(Boolean);

// Calls the spec marks as JSON; every other body is form-encoded.
const JSON_BODIES = [
  "put /config/payment/restriction_level_clear_topup_threshold",
  "post /payment/card",
  "post /user-resource/auth0_callback",
  // SSH keys: the published documentation sends JSON (doc-user-create-ssh-key), and so do rayhan-js and bapung-go.
  "post /user-resource/ssh_keys",
  "patch /user-resource/ssh_keys/{uuid}",
  "post /user-resource/user/keys",
  "patch /user-resource/user/keys/{id}",
  // Firewalls: the published documentation and every client send JSON, the rules as a list of objects.
  "post /{location}/network/firewalls",
  "put /{location}/network/firewalls/{uuid}",
  "post /{location}/network/firewalls/{uuid}/assign",
  "post /{location}/network/firewalls/{uuid}/unassign",
];

// Where this contract sends a call's fields differently from the provider's published API (/work/shared/spec
// api-payloads.md, §1 "Body encodings" and §2), and how the published API sends them. Each must be recorded.
const PUBLISHED_DIFFERENCES: Record<string, "form" | "json" | "query"> = {
  "post /{location}/network/ip_addresses": "json",
  "patch /{location}/network/ip_addresses/{address}": "json",
  "post /{location}/network/ip_addresses/{address}/assign": "json",
  "patch /{location}/network/network/{uuid}": "json",
  "post /{location}/network/load_balancers": "json",
  "patch /{location}/network/load_balancers/{uuid}": "json",
  "put /{location}/network/load_balancers/{uuid}/billing_account": "json",
  "post /{location}/network/load_balancers/{uuid}/targets": "json",
  "post /{location}/network/load_balancers/{uuid}/forwarding_rules": "json",
  "post /user-resource/service/package": "json",
  "patch /user-resource/service/package/{uuid}": "json",
  "post /payment/card": "form",
  "delete /payment/billing_account": "form",
  "post /payment/pay_invoice": "form",
  "post /payment/credit/buy": "form",
  "post /payment/apply_for_invoice_payment": "form",
};
const ENCODING_FIELDS = ["x-body-encoding", "x-published-body-encoding", "x-encoding-note"] as const;

type Parameter = { name?: string; in?: string; required?: boolean; $ref?: string };
function parametersOf(op: ListedOperation): Parameter[] {
  return ((op.operation.parameters ?? []) as Parameter[]).map((parameter) =>
    parameter.$ref ? (document.components.parameters as Record<string, Parameter>)[parameter.$ref.split("/").at(-1) ?? ""] ?? parameter : parameter,
  );
}
function find(key: string): ListedOperation {
  const op = operations.find((candidate) => candidate.key === key);
  if (!op) throw new Error(`no operation ${key}`);
  return op;
}

describe("the contract", () => {
  it("has unique operationIds", () => {
    const ids = operations.map((op) => op.operation.operationId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("describes every response and has a success and an error response per operation", () => {
    for (const op of operations) {
      const responses = (op.operation.responses ?? {}) as Record<string, { description?: string; $ref?: string }>;
      expect(Object.keys(responses).some((status) => /^2\d\d$/.test(status)), op.key).toBe(true);
      expect(responses.default, `${op.key} has no default error response`).toBeDefined();
      for (const [status, response] of Object.entries(responses)) {
        const resolved = response.$ref ? (document.components.responses as Record<string, { description?: string }>)[response.$ref.split("/").at(-1) ?? ""] : response;
        expect(resolved?.description, `${op.key} ${status}`).toBeTruthy();
      }
    }
  });

  it("covers every call the product description lists", () => {
    const keys = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    expect(SPEC_CALLS.filter((call) => !keys.has(call))).toEqual([]);
  });

  it("puts location-scoped calls under /{location}/ with a location parameter", () => {
    for (const op of operations.filter((candidate) => candidate.path.startsWith("/{location}/"))) {
      const names = ((op.operation.parameters ?? []) as { name?: string; $ref?: string }[]).map((parameter) => parameter.name ?? parameter.$ref?.split("/").at(-1));
      expect(names, op.key).toContain("Location");
    }
  });

  it("sends JSON only where the spec says so, form-encoded otherwise", () => {
    for (const op of operations) {
      const { requestBody } = describeOperation(document, op);
      if (requestBody === undefined) continue;
      expect(requestBody, op.key).toBe(JSON_BODIES.includes(op.key) ? "json" : "form");
    }
  });

  it("records both encodings and why for every operation whose encoding differs from the published API", () => {
    const recorded = operations.filter((op) => ENCODING_FIELDS.some((field) => op.operation[field] !== undefined));
    expect(Object.fromEntries(recorded.map((op) => [op.key, op.operation["x-published-body-encoding"]]))).toEqual(PUBLISHED_DIFFERENCES);
    for (const op of recorded) {
      for (const field of ENCODING_FIELDS) expect(op.operation[field], `${op.key} ${field}`).toBeTruthy();
      const ours = op.operation["x-body-encoding"];
      const theirs = op.operation["x-published-body-encoding"];
      expect(["form", "json", "query"], op.key).toContain(ours);
      expect(["form", "json", "query"], op.key).toContain(theirs);
      expect(theirs, op.key).not.toBe(ours);
      // The recorded form is the one the operation really uses.
      expect(describeOperation(document, op).requestBody ?? "query", op.key).toBe(ours);
      expect(String(op.operation["x-encoding-note"]).length, op.key).toBeGreaterThan(20);
    }
  });

  it("marks x-idempotent only on POST and PATCH, and never on calls that create, toggle or pay", () => {
    const marked = operations.filter((op) => op.operation["x-idempotent"] !== undefined);
    expect(marked.length).toBeGreaterThan(0);
    for (const op of marked) {
      expect(op.operation["x-idempotent"], op.key).toBe(true);
      expect(["post", "patch"], op.key).toContain(op.method);
      expect(String(op.operation.operationId), op.key).not.toMatch(/^(create|add|toggle|buy|pay|clone|activate|start|stop|send)/);
    }
  });

  it("follows the published API for credit buy, network create, resource billing and the whitelist", () => {
    const buy = find("post /payment/credit/buy");
    expect(buy.operation.requestBody).toBeUndefined();
    expect(parametersOf(buy).filter((parameter) => parameter.in === "query" && parameter.required).map((parameter) => parameter.name).sort()).toEqual([
      "amount",
      "billing_account_id",
      "payment_object_id",
    ]);
    const network = find("post /{location}/network/network");
    expect(network.operation.requestBody).toBeUndefined();
    expect(parametersOf(network).find((parameter) => parameter.name === "name")).toMatchObject({ in: "query" });
    const billing = document.paths["/{location}/user-resource/resource_billing"]?.post as { requestBody: { content: Record<string, { schema: { properties: Record<string, { default?: string }> } }> } };
    expect(billing.requestBody.content["application/x-www-form-urlencoded"]?.schema.properties.resource_type).toMatchObject({ type: "string", default: "vm" });
    const whitelist = operations.filter((op) => op.path.endsWith("/whitelist_addresses"));
    expect(whitelist.map((op) => op.key).sort()).toEqual([
      "delete /{location}/user-resource/service/package/{uuid}/whitelist_addresses",
      "get /{location}/user-resource/service/package/{uuid}/whitelist_addresses",
      "post /{location}/user-resource/service/package/{uuid}/whitelist_addresses",
    ]);
  });

  it("refuses an encoding record that is incomplete, the contract's own, or not what the operation sends", () => {
    const form = { requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object" } } } }, responses: {} };
    const describe = (operation: Record<string, unknown>) =>
      describeOperation({ paths: {} }, { key: "post /x", method: "post", path: "/x", pathItem: {}, operation: { operationId: "x", ...operation } });
    expect(() => describe({ ...form, "x-body-encoding": "form" })).toThrow(/go together/);
    expect(() => describe({ ...form, "x-body-encoding": "form", "x-published-body-encoding": "form", "x-encoding-note": "same on both sides" })).toThrow(/record only differences/);
    expect(() => describe({ ...form, "x-body-encoding": "json", "x-published-body-encoding": "form", "x-encoding-note": "not what it sends" })).toThrow(/sends form/);
    expect(() => describe({ ...form, "x-body-encoding": "form", "x-published-body-encoding": "xml", "x-encoding-note": "an unknown encoding" })).toThrow(/must be one of/);
    expect(describe({ ...form, "x-body-encoding": "form", "x-published-body-encoding": "json", "x-encoding-note": "the published API sends JSON" })).toMatchObject({
      bodyEncoding: "form",
      publishedBodyEncoding: "json",
    });
  });

  it("lists every domain path in the root openapi.yaml and nothing else", async () => {
    const root = parse(await readFile(join(contractDir, "openapi.yaml"), "utf8")) as { paths: Record<string, { $ref: string }> };
    const files = (await readdir(contractDir)).filter((file) => file.endsWith(".yaml") && file !== "openapi.yaml");
    const domainPaths: string[] = [];
    for (const file of files) {
      const domain = parse(await readFile(join(contractDir, file), "utf8")) as { paths?: Record<string, unknown> };
      domainPaths.push(...Object.keys(domain.paths ?? {}));
    }
    expect(Object.keys(root.paths).sort()).toEqual(domainPaths.sort());
  });

  it("generates the committed files", async () => {
    const files = await generateAll();
    for (const [file, text] of Object.entries(files)) {
      expect(await readFile(join(import.meta.dirname, "..", file), "utf8"), file).toBe(text);
    }
  });
});
