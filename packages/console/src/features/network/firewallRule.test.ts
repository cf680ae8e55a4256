import { describe, expect, it } from "vitest";
import { firewallRuleInput, firewallRuleValues, parseAddresses, parsePorts, rulePorts } from "./firewallRule";

describe("typed ports", () => {
  it.each([
    ["", null],
    ["22", { start: 22, end: 22 }],
    [" 8000 - 8100 ", { start: 8000, end: 8100 }],
    ["65535", { start: 65535, end: 65535 }],
    ["0", "invalid"],
    ["65536", "invalid"],
    ["100-90", "invalid"],
    ["1-2-3", "invalid"],
    ["http", "invalid"],
  ])("reads %j as %j", (text, expected) => {
    expect(parsePorts(text)).toEqual(expected);
  });
});

describe("typed addresses", () => {
  it.each([
    ["", []],
    ["203.0.113.0/24", ["203.0.113.0/24"]],
    ["10.0.0.1, 192.168.0.0/16", ["10.0.0.1", "192.168.0.0/16"]],
    ["10.0.0.0/33", "invalid"],
    ["256.1.1.1", "invalid"],
    ["example.com", "invalid"],
  ])("reads %j as %j", (text, expected) => {
    expect(parseAddresses(text)).toEqual(expected);
  });
});

describe("a rule between the form and the API", () => {
  it("sends a port range and prefixes, and no ports for a protocol without them", () => {
    expect(firewallRuleInput({ uuid: "", direction: "inbound", protocol: "tcp", ports: "8000-8100", addresses: "10.0.0.0/8" })).toEqual({
      direction: "inbound",
      protocol: "tcp",
      port_start: 8000,
      port_end: 8100,
      endpoint_spec_type: "ip_prefixes",
      endpoint_spec: ["10.0.0.0/8"],
    });
    expect(firewallRuleInput({ uuid: "r1", direction: "outbound", protocol: "icmp", ports: "22", addresses: "" })).toEqual({
      uuid: "r1",
      direction: "outbound",
      protocol: "icmp",
      port_start: null,
      port_end: null,
      endpoint_spec_type: "any",
      endpoint_spec: [],
    });
  });

  it("edits an answered rule as it was typed, keeping its uuid", () => {
    const rule = { uuid: "r2", direction: "inbound" as const, protocol: "udp" as const, port_start: 53, port_end: 53, endpoint_spec_type: "ip_prefixes" as const, endpoint_spec: ["10.0.0.0/8", "10.1.0.0/16"] };
    expect(firewallRuleValues(rule)).toEqual({ uuid: "r2", direction: "inbound", protocol: "udp", ports: "53", addresses: "10.0.0.0/8, 10.1.0.0/16" });
  });

  it.each([
    [null, null, "All"],
    [0, 0, "All"],
    [22, null, "22"],
    [22, 22, "22"],
    [8000, 8100, "8000-8100"],
  ])("shows ports %j to %j as %j", (start, end, expected) => {
    expect(rulePorts({ port_start: start, port_end: end }, "All")).toBe(expected);
  });
});
