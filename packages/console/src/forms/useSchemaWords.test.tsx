import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { z } from "zod";
import { setLanguage, type Language } from "../i18n";
import { schemaMessage } from "./schemaMessages";
import { useSchemaWords } from "./useSchemaWords";

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** What zod says for `value` against `schema` with the console's map. */
const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: schemaMessage }).error?.issues[0]?.message;

describe("the forms' error map in the customer's language", () => {
  it.each<[Language, string, string, string]>([
    ["en", "Required", "Expected string, received number", "Invalid input"],
    ["id", "Wajib diisi", "Diharapkan string, diterima number", "Masukan tidak valid"],
    ["th", "ต้องระบุ", "ต้องเป็น string แต่ได้รับ number", "ข้อมูลไม่ถูกต้อง"],
    ["et", "Kohustuslik", "Oodati tüüpi string, saadi number", "Vigane sisend"],
    ["bn", "আবশ্যক", "string প্রত্যাশিত, পাওয়া গেছে number", "অবৈধ ইনপুট"],
  ])("speaks %s while the console gives its words, English again after", async (language, required, invalidType, invalidInput) => {
    await act(() => setLanguage(language));
    const { unmount } = await act(async () => renderHook(() => useSchemaWords()));
    expect(message(z.object({ name: z.string() }), {})).toBe(required);
    expect(message(z.string(), 5)).toBe(invalidType);
    expect(message(z.enum(["s", "m"]), "xl")).toBe(invalidInput);
    unmount();
    expect(message(z.string(), 5)).toBe("Expected string, received number");
  });
});
