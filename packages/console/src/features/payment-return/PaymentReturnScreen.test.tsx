import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { PaymentReturnScreen } from "./PaymentReturnScreen";

describe("PaymentReturnScreen", () => {
  it("says the check finished and the page can be closed", () => {
    render(<PaymentReturnScreen />);
    expect(screen.getByText("Payment authorization check finished. You can close this page.")).toBeInTheDocument();
  });
});
