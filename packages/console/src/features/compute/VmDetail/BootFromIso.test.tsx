import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { recordPostedForms } from "../../../testing/formBodies";
import { setupMockApi } from "../../../testing/mockApi";
import { renderComputeRoute } from "../../../shared/compute/testing";

const mock = setupMockApi({ configName: "default" });

afterEach(() => {
  act(() => void toast.dismiss());
  mock.server.events.removeAllListeners();
});

/** The bodies of each POST vm/boot_iso_media until the test ends. */
const recordBootBodies = () => recordPostedForms(mock, /\/vm\/boot_iso_media$/);

/** The VM's page with the Boot from ISO dialog open, once its images are listed. */
async function openBootDialog(name: string) {
  const vm = mock.store.state.vms.find((candidate) => candidate.name === name);
  if (!vm) throw new Error(`no VM ${name} in the demo preset`);
  const view = renderComputeRoute(`/compute/vm/${vm.location}/${vm.uuid}`);
  await screen.findByRole("heading", { level: 1, name });
  await view.user.click(screen.getByRole("button", { name: "Boot from ISO" }));
  const dialog = within(await screen.findByRole("alertdialog", { name: `Boot ${name} from an ISO image?` }));
  return { ...view, vm, dialog };
}

describe("Boot from ISO", () => {
  it("boots a stopped VM from the chosen platform image and says how to boot from its disk again", async () => {
    const bodies = recordBootBodies();
    const { user, vm, dialog } = await openBootDialog("db-primary");
    // The platform's default, a rescue system, is chosen first.
    expect(await dialog.findByRole("radio", { name: /SystemRescue/ })).toBeChecked();
    await user.click(dialog.getByRole("radio", { name: /Ubuntu Server 24\.04 installer/ }));
    await user.click(dialog.getByRole("button", { name: "Boot from ISO" }));

    expect(await screen.findByText("Booting from Ubuntu Server 24.04 installer; stop and start the virtual machine to boot from its disk again")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ uuid: vm.uuid, boot_image_uuid: "5b0c8e3a-2f4d-4c1e-9a7b-3d6e8f1a2c4b", boot_image_repository: "platform" }]);
    expect(vm.status).toBe("running");
  });

  it("keeps the dialog and the choice, with the platform's words, when the boot is refused", async () => {
    mock.server.use(http.post("*/v1/:location/user-resource/vm/boot_iso_media", () => HttpResponse.json({ message: "Host busy" }, { status: 409, headers: { "x-correlation-id": "iso-9" } })));
    const { user, dialog } = await openBootDialog("web-1");
    await user.click(await dialog.findByRole("radio", { name: /Ubuntu Server 24\.04 installer/ }));
    await user.click(dialog.getByRole("button", { name: "Boot from ISO" }));

    expect(await screen.findByText("Failed to boot from ISO")).toBeInTheDocument();
    expect(await dialog.findByText(/Host busy/)).toBeInTheDocument();
    expect(dialog.getByRole("radio", { name: /Ubuntu Server 24\.04 installer/ })).toBeChecked();
  });

  it("says the boot images could not be read, boots nothing and reads them again on 'Try again'", async () => {
    let refuse = true;
    mock.server.use(http.get("*/v1/config/boot_images", () => (refuse ? HttpResponse.json({ message: "Images offline" }, { status: 503 }) : undefined)));
    const bodies = recordBootBodies();
    const { user, dialog } = await openBootDialog("web-1");
    expect(await dialog.findByText("Could not load the boot images")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Boot from ISO" }));
    expect(await dialog.findByText("Choose a boot image first.")).toBeInTheDocument();
    expect(bodies).toEqual([]);

    refuse = false;
    await user.click(dialog.getByRole("button", { name: "Try again" }));
    expect(await dialog.findByRole("radio", { name: /SystemRescue/ })).toBeChecked();
  });
});
