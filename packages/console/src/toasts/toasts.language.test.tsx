import { afterEach, describe, expect, it, vi } from "vitest";
import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { loadCatalogue, setLanguage, type Language } from "../i18n";
import { ConsoleToaster } from "./ConsoleToaster";
import { toastMessages } from "./messages";
import { showErrorToast, showSuccessToast } from "./toasts";

afterEach(async () => {
  act(() => void toast.dismiss());
  await act(() => setLanguage("en"));
});

describe("toasts in the customer's language", () => {
  it.each<[Language, { error: string; retry: string; copy: string; view: string; close: string; region: string }]>([
    ["th", { error: "ข้อผิดพลาด: down", retry: "ลองอีกครั้ง", copy: "คัดลอก", view: "ดู", close: "ปิดการแจ้งเตือน", region: "การแจ้งเตือน" }],
    ["et", { error: "Viga: down", retry: "Proovi uuesti", copy: "Kopeeri", view: "Vaata", close: "Sulge teade", region: "Teated" }],
    ["bn", { error: "ত্রুটি: down", retry: "আবার চেষ্টা করুন", copy: "কপি করুন", view: "দেখুন", close: "বিজ্ঞপ্তি বন্ধ করুন", region: "বিজ্ঞপ্তি" }],
    ["id", { error: "Kesalahan: down", retry: "Coba lagi", copy: "Salin", view: "Lihat", close: "Tutup notifikasi", region: "Notifikasi" }],
  ])("word the error line, the buttons and the toaster in %s", async (language, words) => {
    // In use before the switch, as the shell's toaster is: the switch loads its words with the others.
    await act(() => loadCatalogue(toastMessages, "en"));
    await act(() => setLanguage(language));
    const retry = vi.fn();
    render(
      <Suspense>
        <ConsoleToaster />
      </Suspense>,
    );
    // The toaster waits for its words in the language before it shows.
    expect(await screen.findByLabelText(new RegExp(`^${words.region}`))).toBeInTheDocument();
    act(() => void showErrorToast(new Error("down"), { retry, title: "—" }));
    expect(await screen.findByText(words.error)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: words.copy })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: words.close }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: words.retry }));
    expect(retry).toHaveBeenCalledOnce();
    act(() => void showSuccessToast("✓", { view: () => {} }));
    expect(await screen.findByRole("button", { name: words.view })).toBeInTheDocument();
  });
});
