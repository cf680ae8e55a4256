import { describe, expect, it, vi } from "vitest";
import { ApiConnectionError, GeneralApiError } from "@cloudconsole/sdk";
import { clearSession, getSession, storeApiKey } from "../session/sessionStore";
import { createConsoleQueryClient } from "./queryClient";

vi.mock("../reporting/backgroundErrors", () => ({ handleBackgroundError: vi.fn() }));
const { handleBackgroundError } = await import("../reporting/backgroundErrors");

describe("the console's query client", () => {
  it("retries connection errors 3 times 7 s apart, keeps data 10 min and fresh 60 s", () => {
    const options = createConsoleQueryClient().getDefaultOptions().queries;
    expect(options?.gcTime).toBe(10 * 60 * 1000);
    expect(options?.staleTime).toBe(60 * 1000);
    expect(options?.retryDelay).toBe(7000);
    const retry = options?.retry as (count: number, error: unknown) => boolean;
    expect([0, 1, 2, 3].map((count) => retry(count, new ApiConnectionError()))).toEqual([true, true, true, false]);
    expect(retry(0, new Error("other"))).toBe(false);
  });

  it("treats a failed refetch of data on screen as a background error, not a first load", async () => {
    const client = createConsoleQueryClient();
    await client.fetchQuery({ queryKey: ["first"], queryFn: () => Promise.reject(new Error("first")), retry: false }).catch(() => undefined);
    expect(handleBackgroundError).not.toHaveBeenCalled();
    client.setQueryData(["shown"], 1);
    await client.fetchQuery({ queryKey: ["shown"], queryFn: () => Promise.reject(new Error("refetch")), retry: false, staleTime: 0 }).catch(() => undefined);
    expect(handleBackgroundError).toHaveBeenCalledWith(expect.objectContaining({ message: "refetch" }), { queryKey: ["shown"] });
  });

  it("ends the session on a 401 of a read or a write, once for a burst, without background errors", async () => {
    storeApiKey("refused-key");
    const client = createConsoleQueryClient();
    const refused = () => Promise.reject(new GeneralApiError("Invalid authentication credentials", { status: 401 }));
    client.setQueryData(["shown"], 1);
    await Promise.all([
      client.fetchQuery({ queryKey: ["shown"], queryFn: refused, staleTime: 0 }).catch(() => undefined),
      client.fetchQuery({ queryKey: ["other"], queryFn: refused }).catch(() => undefined),
    ]);
    const ended = getSession();
    expect(ended).toMatchObject({ apikey: undefined, ended: { reason: "session" } });
    await client.getMutationCache().build(client, { mutationFn: refused }).execute(undefined).catch(() => undefined);
    expect(getSession()).toBe(ended);
    expect(handleBackgroundError).not.toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), expect.anything());
    clearSession();
  });
});
