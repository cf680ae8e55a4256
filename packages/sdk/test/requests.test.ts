// The client reads only the small request-time tables (requests.ts) and, lazily, the response type names;
// they must say what the full operation metadata says.
import { describe, expect, it } from "vitest";
import { operations, type OperationMeta } from "../src/generated/operations.js";
import { binaryResponses, bodyEncodings, idempotentOperations, presenceFlags, publishedBodyEncodings } from "../src/generated/requests.js";
import { responseTypeName } from "../src/validators.js";

const entries = Object.entries(operations as Record<string, OperationMeta>);

describe("request-time metadata", () => {
  it("lists exactly the body encodings, published encodings, idempotent, binary and presence-flag operations", () => {
    const withBody = entries.filter(([, meta]) => meta.requestBody !== undefined);
    const bodyless = entries.filter(([, meta]) => meta.requestBody === undefined && meta.publishedBodyEncoding !== undefined);
    expect(bodyEncodings).toEqual(Object.fromEntries([...withBody.map(([key, meta]) => [key, meta.requestBody]), ...bodyless.map(([key]) => [key, "query"])]));
    expect(publishedBodyEncodings).toEqual(Object.fromEntries(entries.filter(([, meta]) => meta.publishedBodyEncoding).map(([key, meta]) => [key, meta.publishedBodyEncoding])));
    expect([...idempotentOperations].sort()).toEqual(entries.filter(([, meta]) => meta.idempotent).map(([key]) => key).sort());
    expect([...binaryResponses].sort()).toEqual(entries.filter(([, meta]) => meta.response === "binary").map(([key]) => key).sort());
    expect(presenceFlags).toEqual(Object.fromEntries(entries.filter(([, meta]) => meta.presenceFlags).map(([key, meta]) => [key, meta.presenceFlags])));
  });

  it("names the expected response type of every JSON operation, lazily", () => {
    for (const [key, meta] of entries) expect(responseTypeName(key), key).toBe(meta.responseType);
    expect(responseTypeName("toString")).toBeUndefined();
  });

  it("keeps the client free of the full metadata", async () => {
    const { readFile } = await import("node:fs/promises");
    const client = await readFile(new URL("../src/client.ts", import.meta.url), "utf8");
    expect(client).not.toMatch(/generated\/operations/);
  });
});
