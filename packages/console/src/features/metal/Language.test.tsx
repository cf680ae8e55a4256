import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { LANGUAGES, setLanguage } from "../../i18n";
import { setupMockApi } from "../../testing/mockApi";
import { renderComputeRoute } from "../../shared/compute/testing";

const mock = setupMockApi({ configName: "metal" });

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** A compiled bare metal message as plain text, its placeholders filled from `values`. */
async function text(language: string, id: string, values: Record<string, string> = {}): Promise<string> {
  const messages = (await import(`./locales/${language}.json`)) as { default: Record<string, (string | string[])[] | string> };
  const message = messages.default[id];
  if (message === undefined) throw new Error(`no ${id} in the metal catalogue's ${language}`);
  const parts = typeof message === "string" ? [message] : message;
  return parts.map((part) => (typeof part === "string" ? part : (values[part[0] ?? ""] ?? ""))).join("");
}

describe("bare metal in every language", () => {
  it.each(LANGUAGES.map((language) => language.code))("shows a lease's page in %s", async (code) => {
    await act(() => setLanguage(code));
    const lease = mock.store.state.metalLeases.find((candidate) => candidate.status === "in_use");
    if (!lease) throw new Error("the metal preset should have a lease in use");
    renderComputeRoute(`/metal/lease/${lease.uuid}`);
    expect(await screen.findByRole("region", { name: await text(code, "lease.machine") })).toBeInTheDocument();
    expect(screen.getByText(await text(code, "status.in_use"))).toBeInTheDocument();
    expect(screen.getByText(await text(code, "lease.subtitle", { uuid: lease.uuid }))).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: await text(code, "lease.releaseServer") }).length).toBeGreaterThan(0);
  });
});
