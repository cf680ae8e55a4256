import { describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import type * as ErrorReporting from "./errorReporting";
import { createConsoleApiClient } from "../api/ApiClientContext";
import { setupMockApi } from "../testing/mockApi";
import { waitForState } from "../testing/waitForState";
import { ResponseMismatchError, reportResponseMismatch } from "./responseMismatch";

const reporting = vi.hoisted(() => ({ reportError: vi.fn() }));
vi.mock("./errorReporting", async (original) => ({ ...(await original<typeof ErrorReporting>()), reportError: reporting.reportError }));
// The console checks responses once the page has settled (signed out, once it is idle for good); here, at once.
vi.mock("../app/afterSettling", () => ({ afterSettling: (task: () => void) => task(), afterIdleForGood: (task: () => void) => task() }));

const mock = setupMockApi({ configName: "default" });

describe("a response that does not match its contract type", () => {
  it("is reported by the console's API client with its URL, expected type and data, secrets masked", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    mock.server.use(http.get("*/v1/config/locations", () => HttpResponse.json([{ slug: 7, password: "hunter2" }])));
    const client = createConsoleApiClient("http://localhost/v1");
    await client.GET("/config/locations");
    await client.validated();
    await waitForState(() => expect(reporting.reportError).toHaveBeenCalledTimes(1));
    const [error, extra] = reporting.reportError.mock.calls[0] as [Error, Record<string, unknown>];
    expect(error).toBeInstanceOf(ResponseMismatchError);
    expect(error.message).toBe("Response of http://localhost/v1/config/locations does not match the contract type Location[]");
    expect(extra).toMatchObject({ operation: "get /config/locations", url: "http://localhost/v1/config/locations", expected: "Location[]", data: [{ slug: 7, password: "[masked]" }] });
    expect(JSON.stringify(extra)).not.toContain("hunter2");
  });

  it("is reported once per page load however often the same call answers the same way (a polled list)", async () => {
    reporting.reportError.mockClear();
    const issue = { kind: "mismatch", operation: "get /{location}/user-resource/vm/list", url: "http://localhost/v1/jkt01/user-resource/vm/list", expected: "Vm[]", data: [], issues: [{ path: [0, "status"], message: "Invalid option" }] } as const;
    await reportResponseMismatch(issue);
    await reportResponseMismatch(issue);
    await reportResponseMismatch({ ...issue, issues: [{ path: [3, "status"], message: "Invalid option" }] });
    expect(reporting.reportError).toHaveBeenCalledTimes(1);
    // Another place in the data that does not match is news.
    await reportResponseMismatch({ ...issue, issues: [{ path: [1, "os_name"], message: "Expected string" }] });
    expect(reporting.reportError).toHaveBeenCalledTimes(2);
  });

  it("is not reported when the contract only lacks a schema (the SDK warns)", async () => {
    reporting.reportError.mockClear();
    await reportResponseMismatch({ kind: "missing-schema", operation: "get /x", url: "http://localhost/v1/x", expected: undefined, data: {}, issues: [] });
    expect(reporting.reportError).not.toHaveBeenCalled();
  });
});
