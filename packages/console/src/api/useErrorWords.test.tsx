import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { ApiContentTypeError } from "@cloudconsole/sdk";
import { setLanguage, type Language } from "../i18n";
import { explainError } from "./explainError";
import { useErrorWords } from "./useErrorWords";

afterEach(async () => {
  await act(() => setLanguage("en"));
});

const webPage = new ApiContentTypeError({ contentType: "text/html", body: "<html><body>Bad gateway</body></html>", status: 502 });

describe("the console's words about errors in the customer's language", () => {
  it.each<[Language, string, string]>([
    ["en", "The server answered with a web page instead of data (HTTP 502)", "Unknown error"],
    ["id", "Server menjawab dengan halaman web, bukan data (HTTP 502)", "Kesalahan tidak dikenal"],
    ["th", "เซิร์ฟเวอร์ตอบกลับเป็นหน้าเว็บแทนข้อมูล (HTTP 502)", "ข้อผิดพลาดที่ไม่รู้จัก"],
    ["et", "Server vastas andmete asemel veebilehega (HTTP 502)", "Tundmatu viga"],
    ["bn", "সার্ভার ডেটার বদলে একটি ওয়েব পেজ পাঠিয়েছে (HTTP 502)", "অজানা ত্রুটি"],
  ])("speaks %s while the console gives its words, English again after", async (language, webPageAnswer, unknown) => {
    await act(() => setLanguage(language));
    const { unmount } = await act(async () => renderHook(() => useErrorWords()));
    expect(explainError(webPage).message).toBe(webPageAnswer);
    expect(explainError(undefined).message).toBe(unknown);
    unmount();
    expect(explainError(undefined).message).toBe("Unknown error");
  });
});
