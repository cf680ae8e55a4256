import { describe, expect, it } from "vitest";
import { baseConfig, parseServeOptions } from "../src/serve.js";

describe("the command line of the standalone server", () => {
  it.each([
    { argv: [], env: {}, expected: { port: 4010, host: "127.0.0.1", preset: undefined, config: "default" } },
    { argv: [], env: { PORT: "4020", HOST: "0.0.0.0", PRESET: "empty+slow", CONFIG: "metal" }, expected: { port: 4020, host: "0.0.0.0", preset: "empty+slow", config: "metal" } },
    { argv: ["--port", "0", "--preset", "large", "--config", "metal"], env: { PORT: "4020", PRESET: "empty" }, expected: { port: 0, host: "127.0.0.1", preset: "large", config: "metal" } },
    { argv: ["-p", "5000", "--host", "::1"], env: { PORT: "" }, expected: { port: 5000, host: "::1", preset: undefined, config: "default" } },
  ])("reads flags over the environment: $argv with $env", ({ argv, env, expected }) => {
    expect(parseServeOptions(argv, env)).toEqual(expected);
  });

  it("asks for help with --help or -h", () => {
    expect(parseServeOptions(["--help"], {})).toBeUndefined();
    expect(parseServeOptions(["-h"], { PORT: "x" })).toBeUndefined();
  });

  it.each([
    { argv: ["--port", "http"], message: 'Port "http" is not a port number (0-65535).' },
    { argv: ["--port", "70000"], message: 'Port "70000" is not a port number (0-65535).' },
    { argv: ["--preset", "busy"], message: 'Unknown mock preset "busy".' },
    { argv: ["--verbose"], message: "Unknown option '--verbose'" },
  ])("refuses $argv before listening", ({ argv, message }) => {
    expect(() => parseServeOptions(argv, {})).toThrow(message);
  });

  it("knows the base configurations only (the workspace's `pnpm mock-api` adds the providers)", async () => {
    await expect(baseConfig("metal")).resolves.toEqual({ configName: "metal" });
    await expect(baseConfig("warren")).rejects.toThrow('Unknown CONFIG "warren"; use default or metal.');
  });
});
