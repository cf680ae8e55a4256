import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ApiConnectionError, ApiContentTypeError, CredentialsApiError, createApiError } from "@cloudconsole/sdk";
import { ErrorScreen } from "./ErrorScreen";

const meta = {
  title: "Screens/Error",
  component: ErrorScreen,
  args: { onReload: fn(), onLogout: fn(), onResetMockData: fn(), mockApi: false, error: new ApiConnectionError() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline or the API unreachable. */
export const ConnectionFailed: Story = {};

export const WithDetail: Story = {
  args: { error: Object.assign(new Error("Could not load the configuration"), { detail: "GET /config/ui/config" }) },
};

/** Rejected credentials: reloading cannot help, so only 'Log out' is offered. */
export const CredentialsRejected: Story = {
  args: {
    error: (() => {
      const error = Object.create(CredentialsApiError.prototype) as Error;
      Object.defineProperty(error, "message", { value: "Invalid authentication credentials [mock-api-3f9c2a] (HTTP 403)" });
      return error;
    })(),
  },
};

const BAD_GATEWAY_PAGE =
  "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>";

/** A proxy's HTML error page: named in words with its status; the markup stays behind 'Show what the server sent'. */
export const HtmlErrorPage: Story = {
  args: { error: createApiError({ status: 502, body: BAD_GATEWAY_PAGE, correlationId: "gw-5e1f" }) },
};

/** An HTML page (a sign-in wall, a captive portal) answered with status 200 where data was expected. */
export const HtmlPageInsteadOfData: Story = {
  args: { error: new ApiContentTypeError({ contentType: "text/html", body: "<!DOCTYPE html><html><head><title>Sign in</title></head><body>Please sign in</body></html>", status: 200 }) },
};

/** HTTP 401: the key is not accepted, so only 'Log out' is offered. */
export const Unauthorized: Story = {
  args: { error: createApiError({ status: 401, body: '{"errors":{"Error":"Invalid API key"}}', correlationId: "api-77aa" }) },
};

export const MockApiCrashed: Story = {
  args: { error: new Error("Mock service worker crashed. Please reload the page.") },
};

export const MissingCallbackParameters: Story = {
  args: { error: new Error("The login callback has no parameters. Start the login again from the login page.") },
};

/** On the embedded mock API: its data kept in this browser can be reset to fresh demo data. */
export const OnTheMockApi: Story = {
  args: { mockApi: true, error: new TypeError("e.vms is not iterable") },
};
