import { describe, expect, it } from "vitest";
import { ApiConnectionError, ApiContentTypeError, MultipleErrors, createApiError } from "@cloudconsole/sdk";
import { copyableErrorText, explainError, isRejectedCredentials } from "./explainError";

const PAGE = "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>";

describe("explainError", () => {
  it("names an HTML error page in words, with its correlation id and status, and keeps its start as raw", () => {
    const error = createApiError({ status: 502, body: PAGE, correlationId: "gw-1a2b" });
    expect(error.message.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(explainError(error)).toEqual({ message: "The server answered with a web page instead of data [gw-1a2b] (HTTP 502)", raw: PAGE });
  });

  it("names a gateway timeout's HTML page in words too", () => {
    expect(explainError(createApiError({ status: 504, body: `\n  ${PAGE}` })).message).toBe("The server answered with a web page instead of data (HTTP 504)");
  });

  it("names an HTML page served with status 200 where data was expected", () => {
    const error = new ApiContentTypeError({ contentType: "text/html; charset=utf-8", body: PAGE.repeat(10), status: 200 });
    const explained = explainError(error);
    expect(explained.message).toBe("The server answered with a web page instead of data (HTTP 200)");
    expect(explained.raw).toHaveLength(500);
  });

  it("keeps the SDK's words for every other error", () => {
    expect(explainError(new ApiConnectionError())).toEqual({ message: "Failed to connect to server", detail: undefined });
    expect(explainError(createApiError({ status: 500, body: '{"errors":{"Error":"Failed to delete kong token"}}', correlationId: "api-1" })).message).toBe(
      "Failed to delete kong token [api-1] (HTTP 500)",
    );
    // A plain-text or XML body is not a web page: its text is the message, as the SDK words it.
    expect(explainError(createApiError({ status: 500, body: "upstream exploded" })).message).toBe("upstream exploded (HTTP 500)");
    expect(explainError(createApiError({ status: 500, body: "<?xml version='1.0'?><Error/>" })).raw).toBeUndefined();
    const plainContent = new ApiContentTypeError({ contentType: "text/plain", body: "hello", status: 200 });
    expect(explainError(plainContent)).toEqual({ message: plainContent.message, detail: undefined });
    expect(explainError(Object.assign(new Error("Could not load"), { detail: "GET /config" }))).toEqual({ message: "Could not load", detail: "GET /config" });
    expect(explainError("plain")).toEqual({ message: "plain" });
    expect(explainError(undefined)).toEqual({ message: "Unknown error" });
  });

  it("explains each of several errors", () => {
    const explained = explainError(new MultipleErrors([new ApiConnectionError(), createApiError({ status: 502, body: PAGE })]));
    expect(explained.message).toBe("Multiple (2) errors:\n- Failed to connect to server\n- The server answered with a web page instead of data (HTTP 502)");
    expect(explained.raw).toBe(PAGE);
  });

  it("copies the raw answer below the message", () => {
    expect(copyableErrorText("Error: x", { message: "x", raw: "<html>" })).toBe("Error: x\n\n<html>");
    expect(copyableErrorText("Error: x", { message: "x" })).toBe("Error: x");
  });

  it("counts HTTP 401 and the credentials error as rejected credentials", () => {
    expect(isRejectedCredentials(createApiError({ status: 401, body: "Unauthorized" }))).toBe(true);
    expect(isRejectedCredentials(createApiError({ status: 403, body: '{"message":"Invalid authentication credentials"}' }))).toBe(true);
    expect(isRejectedCredentials(createApiError({ status: 403, body: "Forbidden" }))).toBe(false);
    expect(isRejectedCredentials(new ApiConnectionError())).toBe(false);
  });
});
