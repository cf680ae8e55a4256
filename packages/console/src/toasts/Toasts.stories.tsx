import { useEffect } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { toast } from "sonner";
import { createApiError } from "@cloudconsole/sdk";
import { ConsoleToaster } from "./ConsoleToaster";
import { showErrorToast, showSuccessToast } from "./toasts";

/** Shows the given toasts once, beside the console's toaster. */
function ToastDemo({ show }: { show: () => void }) {
  useEffect(() => {
    show();
    return () => void toast.dismiss();
  }, [show]);
  return <ConsoleToaster />;
}

const meta = { title: "Feedback/Toasts", component: ToastDemo, args: { show: () => undefined } } satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithCopy: Story = { args: { show: () => void showErrorToast(new Error("Failed to delete kong token [mock-api-3f9c2a] (HTTP 500)")) } };

export const ErrorWithRetry: Story = {
  args: { show: () => void showErrorToast(new Error("Failed to connect to server"), { title: "Failed to start virtual machine", retry: () => undefined }) },
};

export const SuccessWithView: Story = { args: { show: () => void showSuccessToast("Impersonation started", { view: () => undefined }) } };

export const ImpersonationFailed: Story = {
  args: { show: () => void showErrorToast(new Error("No such invitation [mock-api-3f9c2a] (HTTP 404)"), { title: "Failed to start impersonation" }) },
};

/** An HTML error page from a proxy: named in words; 'Copy' also copies the page's markup. */
export const HtmlErrorPage: Story = {
  args: {
    show: () =>
      void showErrorToast(createApiError({ status: 502, body: "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>", correlationId: "gw-5e1f" }), {
        title: "Failed to get storage bucket",
      }),
  },
};
