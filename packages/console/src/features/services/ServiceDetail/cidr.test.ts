import { describe, expect, it } from "vitest";
import { serviceDetailT } from "../testing";
import { cidrProblem } from "./cidr";

describe("cidrProblem", () => {
  it("accepts an IPv4 address with or without a prefix length", () => {
    expect(cidrProblem("10.123.8.0/24", serviceDetailT)).toBeUndefined();
    expect(cidrProblem("192.168.1.7", serviceDetailT)).toBeUndefined();
    expect(cidrProblem("0.0.0.0/0", serviceDetailT)).toBeUndefined();
  });

  it("names what is wrong", () => {
    expect(cidrProblem("", serviceDetailT)).toMatch(/Enter an IPv4 address/);
    expect(cidrProblem("10.1.2", serviceDetailT)).toMatch(/four numbers/);
    expect(cidrProblem("10.1.2.300", serviceDetailT)).toMatch(/from 0 to 255/);
    expect(cidrProblem("10.1.2.3/33", serviceDetailT)).toMatch(/from 0 to 32/);
    expect(cidrProblem("10.1.2.3/24/1", serviceDetailT)).toMatch(/one “\/”/);
  });
});
