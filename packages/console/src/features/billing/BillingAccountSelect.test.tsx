import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { renderScreen } from "../../testing/render";
import { BillingAccountSelect } from "./BillingAccountSelect";

function FormWithSelect({ accounts }: { accounts: { id: number; title: string }[] }) {
  return (
    <Routes>
      <Route path="/compute/create" element={<form aria-label="New VM"><BillingAccountSelect accounts={accounts} /><button type="submit">Create</button></form>} />
      <Route path="/billing/create" element={<h1>Create a billing account</h1>} />
    </Routes>
  );
}

describe("the billing-account choice of every create form", () => {
  it("offers the accounts by title", () => {
    renderScreen(<FormWithSelect accounts={[{ id: 7, title: "Personal" }]} />, { route: "/compute/create" });
    expect(within(screen.getByRole("combobox", { name: /Billing account/ })).getByRole("option", { name: "Personal" })).toHaveValue("7");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("leads a customer with no billing account to create one first, then back to the form", async () => {
    const { user } = renderScreen(<FormWithSelect accounts={[]} />, { route: "/compute/create?location=tll" });
    const dialog = await screen.findByRole("dialog", { name: "Create a billing account first" });
    const create = within(dialog).getByRole("link", { name: "Create a billing account" });
    expect(create).toHaveAttribute("href", `/billing/create?return=${encodeURIComponent("/compute/create?location=tll")}`);
    await user.click(create);
    expect(await screen.findByRole("heading", { name: "Create a billing account" })).toBeInTheDocument();
  });
});
