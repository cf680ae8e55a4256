import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiConnectionError, createApiError } from "@cloudconsole/sdk";
import { FailureNotice } from "./FailureNotice";

describe("FailureNotice", () => {
  it("says what a refused call said, with its correlation id and status, under the title", () => {
    render(<FailureNotice title="The bucket was not created" error={createApiError({ status: 403, body: JSON.stringify({ message: "Quota reached" }), correlationId: "c-7" })} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The bucket was not created");
    expect(alert).toHaveTextContent("Error: Quota reached [c-7] (HTTP 403)");
    expect(screen.queryByText("Show what the server sent")).toBeNull();
  });

  it("names an HTML error page in words and keeps its markup behind a disclosure, never as the message", async () => {
    const page = "<html>\n<head><title>502 Bad Gateway</title></head>\n<body><center><h1>502 Bad Gateway</h1></center></body>\n</html>";
    render(<FailureNotice title="The virtual machine was not created" error={createApiError({ status: 502, body: page, correlationId: "gw-2" })} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Error: The server answered with a web page instead of data [gw-2] (HTTP 502)");
    const markup = screen.getByText(/502 Bad Gateway<\/title>/);
    expect(markup).not.toBeVisible();
    await userEvent.click(screen.getByText("Show what the server sent"));
    expect(markup).toBeVisible();
  });

  it("says 'Failed to connect to server' when the call never reached it, and shows what it is given below", () => {
    render(
      <FailureNotice title="The server was not leased" error={new ApiConnectionError()}>
        <button type="button">Try again</button>
      </FailureNotice>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Error: Failed to connect to server");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
