import { describe, expect, it, vi } from "vitest";
import type { FieldErrors, Resolver } from "react-hook-form";
import { lazyResolver, loadAfterSettling } from "./lazyResolver";
import { REQUIRED_MESSAGE } from "./messages";
import { setSchemaWords } from "./schemaMessages";
import { waitForState } from "../testing/waitForState";

type Values = { name: string };
const accepting: Resolver<Values> = (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe("loadAfterSettling", () => {
  it("loads once however often it is asked, and again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module")).mockResolvedValue({ rules: 1 });
    const get = loadAfterSettling(load);
    await expect(get()).rejects.toThrow("Failed to fetch");
    await expect(Promise.all([get(), get()])).resolves.toEqual([{ rules: 1 }, { rules: 1 }]);
    await waitForState(() => expect(load).toHaveBeenCalledTimes(2));
  });
});

describe("lazyResolver", () => {
  it("waits for the rules the first time and uses the same resolver after", async () => {
    const get = vi.fn(async () => accepting);
    const resolver = lazyResolver(get);
    await expect(resolver({ name: "a" }, undefined, options)).resolves.toEqual({ values: { name: "a" }, errors: {} });
    await expect(resolver({ name: "b" }, undefined, options)).resolves.toEqual({ values: { name: "b" }, errors: {} });
    expect(get).toHaveBeenCalledOnce();
  });
});

describe("a lazy resolver's messages", () => {
  it("says the forms' own messages in the words the console gave, and any other as it is", async () => {
    const refusing: Resolver<Values> = () => ({
      values: {},
      errors: { name: { type: "custom", message: REQUIRED_MESSAGE }, other: { type: "custom", message: "Name taken" } } as FieldErrors<Values>,
    });
    const resolver = lazyResolver(() => Promise.resolve(refusing));
    expect((await resolver({ name: "" }, undefined, options)).errors).toMatchObject({ name: { message: "This field is required" }, other: { message: "Name taken" } });
    setSchemaWords({ required: "Wajib diisi", invalidType: () => "", invalidInput: "", formMessages: { [REQUIRED_MESSAGE]: "Kolom ini wajib diisi" } });
    try {
      expect((await resolver({ name: "" }, undefined, options)).errors).toMatchObject({ name: { message: "Kolom ini wajib diisi" }, other: { message: "Name taken" } });
    } finally {
      setSchemaWords(undefined);
    }
  });
});
