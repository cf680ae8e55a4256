import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Route, Routes } from "react-router";
import { ApiConnectionError, ApiContentTypeError, createApiError } from "@cloudconsole/sdk";
import { setupMockApi } from "../../testing/mockApi";
import { renderScreen } from "../../testing/render";
import { ConfigLayout } from "../../config/ConfigLayout";
import { ConnectionBanner } from "./ConnectionBanner";
import { isServerUnreachable } from "./serverConnection";

setupMockApi();

const VMS_KEY = ["probe", "vms"] as const;
const NETWORKS_KEY = ["probe", "networks"] as const;
/** A query whose success proves nothing of the server, as admin status (a gateway's 502 reads as yes). */
const ADMIN_KEY = ["probe", "admin"] as const;

/** What the next fetch of each probe does: answer, or fail with the given error. */
const next: Record<string, () => Promise<string>> = {};
const answer = (key: readonly string[], outcome: string | Error) => {
  next[key.join("/")] = () => (typeof outcome === "string" ? Promise.resolve(outcome) : Promise.reject(outcome));
};

/** A list on screen; the first one retries a failed refresh after a minute, as the console retries a connection error. */
function Probe({ queryKey }: { queryKey: readonly string[] }) {
  const retrying = queryKey === VMS_KEY;
  const meta = queryKey === ADMIN_KEY ? { provesServerReachable: false } : undefined;
  const { data } = useQuery({ queryKey, queryFn: () => next[queryKey.join("/")]?.() ?? Promise.resolve(""), retry: retrying ? 1 : false, retryDelay: 60_000, meta });
  return <p>{data}</p>;
}

/** The banner over two lists loaded from the cache; returns the cache's client to drive refreshes with. */
async function renderBanner() {
  let client: QueryClient | undefined;
  function Grab() {
    client = useQueryClient();
    return null;
  }
  answer(VMS_KEY, "3 virtual machines");
  answer(NETWORKS_KEY, "2 networks");
  answer(ADMIN_KEY, "admin: yes");
  const rendered = renderScreen(
    <Suspense fallback="loading">
      <Routes>
        <Route element={<ConfigLayout />}>
          <Route
            path="*"
            element={
              <>
                <Grab />
                <ConnectionBanner />
                <Probe queryKey={VMS_KEY} />
                <Probe queryKey={NETWORKS_KEY} />
                <Probe queryKey={ADMIN_KEY} />
              </>
            }
          />
        </Route>
      </Routes>
    </Suspense>,
  );
  expect(await screen.findByText("3 virtual machines")).toBeInTheDocument();
  expect(await screen.findByText("2 networks")).toBeInTheDocument();
  if (!client) throw new Error("no query client");
  const queryClient = client;
  const refresh = (key: readonly string[]) => act(() => queryClient.refetchQueries({ queryKey: key }));
  return { ...rendered, queryClient, refresh };
}

describe("ConnectionBanner", () => {
  it("appears as soon as a refresh of data on screen cannot reach the server, and goes once a refresh succeeds", async () => {
    const { queryClient, refresh } = await renderBanner();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    const fetchedAt = queryClient.getQueryState(VMS_KEY)?.dataUpdatedAt ?? 0;

    // The refresh is still waiting to try again: the banner does not wait for the last try.
    answer(VMS_KEY, new ApiConnectionError());
    void queryClient.refetchQueries({ queryKey: VMS_KEY });
    const status = await screen.findByRole("status");
    expect(queryClient.getQueryState(VMS_KEY)).toMatchObject({ fetchStatus: "fetching", fetchFailureCount: 1 });
    const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(fetchedAt);
    expect(status).toHaveTextContent(`Failed to connect to server. Showing data from ${when} until the connection returns.`);
    // The data stays on screen under the notice.
    expect(screen.getByText("3 virtual machines")).toBeInTheDocument();

    answer(VMS_KEY, "4 virtual machines");
    await refresh(VMS_KEY);
    expect(await screen.findByText("4 virtual machines")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it.each([
    ["a 502 from a gateway", createApiError({ status: 502, body: "<html>Bad Gateway</html>" })],
    ["a 504", createApiError({ status: 504, body: "" })],
    ["a 500", createApiError({ status: 500, body: '{"errors":{"Error":"boom"}}' })],
    ["an HTML page with status 503", new ApiContentTypeError({ contentType: "text/html", body: "<html>Unavailable</html>", status: 503 })],
  ])("appears for %s", async (_case, error) => {
    const { refresh } = await renderBanner();
    answer(NETWORKS_KEY, error);
    await refresh(NETWORKS_KEY);
    expect(await screen.findByRole("status")).toHaveTextContent(/^Failed to connect to server\. Showing data from /);
  });

  it("does not appear for an answer that is the server's own refusal (404, 403)", async () => {
    const { refresh } = await renderBanner();
    answer(NETWORKS_KEY, createApiError({ status: 404, body: '{"errors":{"Error":"Not found"}}' }));
    await refresh(NETWORKS_KEY);
    answer(NETWORKS_KEY, createApiError({ status: 403, body: '{"errors":{"Error":"Forbidden"}}' }));
    await refresh(NETWORKS_KEY);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("stays while a query whose success proves nothing of the server succeeds, and goes when one that does succeeds", async () => {
    const { refresh } = await renderBanner();
    answer(NETWORKS_KEY, createApiError({ status: 502, body: "<html>Bad Gateway</html>" }));
    await refresh(NETWORKS_KEY);
    expect(await screen.findByRole("status")).toBeInTheDocument();
    answer(ADMIN_KEY, "admin: still yes");
    await refresh(ADMIN_KEY);
    expect(await screen.findByText("admin: still yes")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(/^Failed to connect to server/);
    answer(NETWORKS_KEY, "3 networks");
    await refresh(NETWORKS_KEY);
    expect(await screen.findByText("3 networks")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("'Retry now' refreshes what is on screen, and the banner goes when the server answers", async () => {
    const { user, refresh } = await renderBanner();
    answer(NETWORKS_KEY, new ApiConnectionError());
    await refresh(NETWORKS_KEY);
    expect(await screen.findByRole("status")).toBeInTheDocument();
    answer(NETWORKS_KEY, "3 networks");
    await user.click(screen.getByRole("button", { name: "Retry now" }));
    expect(await screen.findByText("3 networks")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("isServerUnreachable", () => {
  it.each([
    [new ApiConnectionError(), true],
    [new TypeError("Failed to fetch"), true],
    [new TypeError("Load failed"), true],
    [new TypeError("NetworkError when attempting to fetch resource."), true],
    [new Error("network error"), true],
    [createApiError({ status: 502, body: "" }), true],
    [createApiError({ status: 503, body: "" }), true],
    [createApiError({ status: 504, body: "" }), true],
    [createApiError({ status: 400, body: "" }), false],
    [createApiError({ status: 401, body: "" }), false],
    [createApiError({ status: 404, body: "" }), false],
    [new Error("Something else"), false],
    [Object.assign(new Error("aborted"), { name: "AbortError" }), false],
  ])("%s: %s", (error, unreachable) => {
    expect(isServerUnreachable(error)).toBe(unreachable);
  });
});
