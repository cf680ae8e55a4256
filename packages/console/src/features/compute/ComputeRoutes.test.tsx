import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { setupMockApi } from "../../testing/mockApi";
import { renderComputeRoute } from "../../shared/compute/testing";

const notFound = () => screen.findByRole("heading", { name: "Page not found" });

describe("compute addresses on a site that sells bare metal only", () => {
  setupMockApi({ configName: "metal" });

  it.each(["/compute/create", "/compute/vm/tll/00000000-0000-4000-8000-000000000001"])("has no virtual-machine page at %s", async (route) => {
    renderComputeRoute(route);
    expect(await notFound()).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Create a virtual machine" })).not.toBeInTheDocument();
  });

  it("still lists the leases at /compute", async () => {
    renderComputeRoute("/compute");
    expect(await screen.findByRole("heading", { level: 2, name: "Bare metal servers" })).toBeInTheDocument();
  });
});

describe("compute addresses on a site that sells virtual machines only", () => {
  const mock = setupMockApi({ configName: "default" });

  it.each(["/metal/create", "/metal/lease/00000000-0000-4000-8000-000000000001"])("has no bare metal page at %s", async (route) => {
    mock.store.state.ui.bareMetalEnabled = false;
    renderComputeRoute(route);
    expect(await notFound()).toBeInTheDocument();
  });

  it("has no compute pages at all where neither is sold", async () => {
    mock.store.state.ui.bareMetalEnabled = false;
    mock.store.state.ui.vmsEnabled = false;
    renderComputeRoute("/compute");
    expect(await notFound()).toBeInTheDocument();
  });
});
