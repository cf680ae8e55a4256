import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { renderComputeRoute } from "../../../shared/compute/testing";

const mock = setupMockApi({ configName: "default" });

async function openForm(route = "/compute/create") {
  const view = renderComputeRoute(route);
  await screen.findByRole("heading", { level: 1, name: "Create a virtual machine" });
  return view;
}

/** The served packages, to change before the form opens. */
const packages = () => mock.store.state.ui.predefinedPackages ?? [];

afterEach(() => vi.restoreAllMocks());

describe("VmCreate: a package's default OS", () => {
  it("starts on the first package's default OS", async () => {
    const [first] = packages();
    if (first) first.default_os = "debian";
    await openForm();
    expect(screen.getByRole("radio", { name: /Debian/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /1 vCPU \/ 1 GB/ })).toBeChecked();
  });

  it("takes a picked package's default OS while the visitor has not chosen a system", async () => {
    const { user } = await openForm();
    expect(screen.getByRole("radio", { name: /Ubuntu/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /4 vCPU \/ 4 GB/ }));
    await waitFor(() => expect(screen.getByRole("radio", { name: /Windows Server/ })).toBeChecked());
    expect(screen.getByRole("combobox", { name: /Version/ })).toHaveValue("2022");
  });

  it("keeps the system the visitor chose when they pick a package", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /AlmaLinux/ }));
    await user.click(screen.getByRole("radio", { name: /4 vCPU \/ 4 GB/ }));
    expect(screen.getByRole("radio", { name: /4 vCPU \/ 4 GB/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /AlmaLinux/ })).toBeChecked();
  });
});

describe("VmCreate: the served VM sizes are checked", () => {
  it("reports nothing for the mock API's own packages, whose default OS is a system of a listed family", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await openForm();
    expect(screen.getByRole("radio", { name: /Ubuntu/ })).toBeChecked();
    expect(logged.mock.calls.flat().join(" ")).not.toContain("VM sizes");
  });

  it("reports a package whose default OS the catalogue lacks, and does not preselect it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const [first] = packages();
    if (first) first.default_os = "freebsd";
    await openForm();
    await waitFor(() => expect(logged.mock.calls.flat().join(" ")).toContain("Package 1 vCPU / 1 GB: Default OS must be in the list of OS"));
    expect(screen.getByRole("radio", { name: /Ubuntu/ })).toBeChecked();
  });
});

describe("VmCreate: the application catalogue", () => {
  it("offers no apps, even by link, where the site switches them off", async () => {
    mock.store.state.ui.vmAppsEnabled = false;
    await openForm("/compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.6");
    expect(screen.queryByRole("radio", { name: "Apps" })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /WordPress/ })).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Ubuntu/ })).toBeChecked();
  });
});

describe("VmCreate: locations", () => {
  it("shows each data centre's country, named in the site's language", async () => {
    await openForm();
    expect(screen.getByRole("radio", { name: /Tallinn/ }).closest("label")).toHaveTextContent("Estonia");
    expect(screen.getByRole("radio", { name: /Jakarta/ }).closest("label")).toHaveTextContent("Indonesia");
  });
});
