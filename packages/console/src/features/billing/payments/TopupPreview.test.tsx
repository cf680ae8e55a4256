import { afterEach, describe, expect, it } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { demoAccount, renderBillingRoute } from "../testing";

const mock = setupMockApi({ configName: "default" });

/** The amounts the console asked the final amount of, in order. */
function previewRequests() {
  const amounts: string[] = [];
  mock.server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith("/final_topup_amount")) amounts.push(url.searchParams.get("amount") ?? "?");
  });
  return amounts;
}

describe("the amount charged, before paying", () => {
  afterEach(() => {
    mock.server.events.removeAllListeners();
  });

  it("is asked for once the amount stops changing, not on every keystroke, and is the last amount's", async () => {
    const account = demoAccount(mock, "Personal");
    renderBillingRoute(`/billing/account/${account.id}`);
    const field = await screen.findByRole("spinbutton", { name: /^Amount/ });
    const amounts = previewRequests();
    // Four keystrokes, each rendered, within one task: however busy the machine, no pause long enough for a request
    // falls between them.
    for (const typed of ["2", "25", "252", "2520"]) {
      act(() => {
        fireEvent.change(field, { target: { value: typed } });
      });
    }
    // The preview appears at the first amount over the minimum (25) and asks for it; what follows waits for a pause.
    expect(screen.getByLabelText("Working out the amount charged")).toBeInTheDocument();
    expect(await screen.findByLabelText("What you pay")).toHaveTextContent("€2,520.00");
    expect(amounts.filter((amount) => amount !== "25")).toEqual(["2520"]);
  });
});
