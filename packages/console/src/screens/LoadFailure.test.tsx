import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createApiError } from "@cloudconsole/sdk";
import { LoadFailure } from "./LoadFailure";

const PAGE = "<!doctype html><html><body>Service Unavailable</body></html>";

function FailingPart(): never {
  throw createApiError({ status: 503, body: PAGE, correlationId: "lb-7" });
}

describe("LoadFailure", () => {
  it("names an HTML error page in words, keeps its markup behind a disclosure and offers a retry", async () => {
    // React reports the error the boundary catches.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <LoadFailure title="Failed to get storage bucket" loading="Loading the bucket">
        <FailingPart />
      </LoadFailure>,
    );
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Failed to get storage bucket");
    expect(notice).toHaveTextContent("Error: The server answered with a web page instead of data [lb-7] (HTTP 503)");
    await userEvent.click(screen.getByText("Show what the server sent"));
    expect(screen.getByText(PAGE)).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
