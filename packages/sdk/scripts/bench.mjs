#!/usr/bin/env node
// Validates a 10,000-VM list response and compares the time with JSON.parse of the same body.
// Run after `pnpm build`; writes .results/bench.json.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { checkResponse, responseValidatorFor } from "../dist/validators.js";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const COUNT = 10_000;
const ROUNDS = 15;

function vm(index) {
  const uuid = `5aea1842-895f-4bd3-8bd6-${String(index).padStart(12, "0")}`;
  return {
    uuid,
    id: index,
    name: `vm-${index}`,
    description: "",
    hostname: `vm-${index}`,
    status: index % 3 === 0 ? "stopped" : "running",
    billing_account: 6,
    user_id: 8,
    vcpu: 2,
    memory: 2048,
    os_name: "ubuntu",
    os_version: "22.04",
    username: "example",
    mac: "52:54:00:6c:6a:ac",
    private_ipv4: "10.123.8.223",
    public_ipv6: null,
    backup: false,
    designated_pool_uuid: null,
    tags: null,
    storage: [
      { uuid, id: index, name: "sda", pool: "default", type: "block", size: 20, primary: true, shared: false, user_id: 8, replica: [], created_at: "2018-02-22 11:10:37.793878" },
    ],
    created_at: "2018-02-22 14:24:03",
    updated_at: null,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const body = JSON.stringify(Array.from({ length: COUNT }, (_, index) => vm(index)));
const key = "get /{location}/user-resource/vm/list";
const parsed = JSON.parse(body);
const first = checkResponse(key, parsed);
if (!first?.ok) throw new Error(`The sample does not match the contract: ${JSON.stringify(first)}`);

// The same list with one VM off-contract: the predicate fails, zod runs to list the issues (the logged, rare path).
const broken = JSON.parse(body);
broken[COUNT - 1].vcpu = "2";
if (checkResponse(key, broken)?.ok !== false) throw new Error("The broken sample passed validation");
const zod = responseValidatorFor(key);

const parseTimes = [];
const validateTimes = [];
const zodTimes = [];
const mismatchTimes = [];
for (let round = 0; round < ROUNDS; round += 1) {
  let start = performance.now();
  const data = JSON.parse(body);
  parseTimes.push(performance.now() - start);
  start = performance.now();
  checkResponse(key, data);
  validateTimes.push(performance.now() - start);
  start = performance.now();
  zod.safeParse(data);
  zodTimes.push(performance.now() - start);
  start = performance.now();
  checkResponse(key, broken);
  mismatchTimes.push(performance.now() - start);
}
const ms = (values) => Number(median(values).toFixed(2));
const result = {
  vms: COUNT,
  bodyBytes: body.length,
  rounds: ROUNDS,
  node: process.version,
  jsonParseMs: ms(parseTimes),
  /** checkResponse on a valid body: the generated predicate (what the client pays for every response). */
  validateMs: ms(validateTimes),
  /** zod's safeParse alone on the same data (what checkResponse cost before the predicates). */
  zodSafeParseMs: ms(zodTimes),
  /** checkResponse when one VM is off-contract: predicate, then zod for the issue list. */
  mismatchMs: ms(mismatchTimes),
};
result.ratio = Number((result.validateMs / result.jsonParseMs).toFixed(2));
result.zodRatio = Number((result.zodSafeParseMs / result.jsonParseMs).toFixed(2));
result.withinTarget = result.ratio <= 1;
await mkdir(join(packageRoot, ".results"), { recursive: true });
await writeFile(join(packageRoot, ".results", "bench.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `JSON.parse ${result.jsonParseMs} ms, validation ${result.validateMs} ms (x${result.ratio}) for ${COUNT} VMs; ` +
    `zod alone ${result.zodSafeParseMs} ms (x${result.zodRatio}), with one mismatch ${result.mismatchMs} ms -> .results/bench.json`,
);
