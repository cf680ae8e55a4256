import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderRoutes } from "../../../testing/FeatureRoutes";
import { setupMockApi } from "../../../testing/mockApi";
import { profileFeature } from "../index";

// The metal configuration has bare metal and no virtual machines.
const mock = setupMockApi({ configName: "metal" });

describe("SSH keys on a site without virtual machines", () => {
  it("neither shows nor asks for them, since they are offered only when a virtual machine is created", async () => {
    const asked: string[] = [];
    mock.server.events.on("request:start", ({ request }) => void asked.push(new URL(request.url).pathname));
    renderRoutes(profileFeature.routes, "/profile");
    expect(await screen.findByRole("form", { name: "Your details" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "SSH keys" })).not.toBeInTheDocument();
    expect(asked.filter((path) => path.endsWith("/ssh_keys"))).toEqual([]);
    mock.server.events.removeAllListeners();
  });
});
