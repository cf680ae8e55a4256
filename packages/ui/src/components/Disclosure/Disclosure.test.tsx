import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Disclosure } from "./Disclosure";

describe("Disclosure", () => {
  it("folds its text behind the summary until the summary is pressed, and folds it again", async () => {
    render(<Disclosure summary="Limited">Top up the account to lift the limit.</Disclosure>);
    const details = screen.getByText("Top up the account to lift the limit.").closest("details");
    expect(details).not.toHaveAttribute("open");
    await userEvent.click(screen.getByText("Limited"));
    expect(details).toHaveAttribute("open");
    await userEvent.click(screen.getByText("Limited"));
    expect(details).not.toHaveAttribute("open");
  });

  it("is one tab stop, its summary (the browser opens a focused summary on Enter or Space)", async () => {
    render(<Disclosure summary="Limited">Top up the account to lift the limit.</Disclosure>);
    await userEvent.tab();
    expect(screen.getByText("Limited").closest("summary")).toHaveFocus();
  });

  it("starts open with defaultOpen", () => {
    render(
      <Disclosure summary="Limited" defaultOpen>
        Top up the account to lift the limit.
      </Disclosure>,
    );
    expect(screen.getByText("Top up the account to lift the limit.").closest("details")).toHaveAttribute("open");
  });
});
