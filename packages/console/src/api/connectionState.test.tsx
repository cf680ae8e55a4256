import { Suspense, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider, useSuspenseQuery } from "@tanstack/react-query";
import { useConnectionState } from "./connectionState";

function ConnectionKind() {
  const { state } = useConnectionState();
  return <p>connection: {state.kind}</p>;
}

/** A screen that adds its query to the cache while it renders, as every suspending screen does. */
function SuspendingScreen() {
  const { data } = useSuspenseQuery({ queryKey: ["screen"], queryFn: () => Promise.resolve("loaded") });
  return <p>{data}</p>;
}

/** The loading screen is up first; the screen that suspends comes later, as after a navigation. */
function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ConnectionKind />
      <button onClick={() => setOpened(true)}>Open</button>
      {opened && (
        <Suspense fallback={<p>waiting</p>}>
          <SuspendingScreen />
        </Suspense>
      )}
    </>
  );
}

describe("useConnectionState", () => {
  afterEach(() => vi.restoreAllMocks());

  it("follows the cache without updating itself while another component renders", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("loaded")).toBeInTheDocument();
    expect(await screen.findByText("connection: idle")).toBeInTheDocument();
    const messages = errors.mock.calls.map((call) => call.map(String).join(" "));
    expect(messages.filter((message) => message.includes("while rendering a different component"))).toEqual([]);
  });
});
