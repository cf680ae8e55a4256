import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { tokensMutations, tokensQueries } from "@cloudconsole/sdk/query";
import { ConnectionBanner } from "../features/shell/ConnectionBanner";
import { setupMockApi } from "../testing/mockApi";
import { renderRoutes } from "../testing/FeatureRoutes";
import { useApiClient } from "./ApiClientContext";
import { useApiMutation } from "./useApiMutation";

const mock = setupMockApi();

afterEach(() => act(() => void toast.dismiss()));

/** The tokens on screen and a form that creates one, under the shell's connection banner. */
function TokenForm() {
  const tokens = useSuspenseQuery(tokensQueries.list(useApiClient())).data;
  const [description, setDescription] = useState("");
  const create = useApiMutation({ mutation: tokensMutations.create, variables: (text: string) => ({ body: { description: text } }), failure: "Failed to create kong token", success: "API token created" });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(description);
      }}
    >
      <p>{tokens.length} tokens</p>
      <label>
        Description
        <input value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <button type="submit">Create</button>
    </form>
  );
}

function renderTokenForm() {
  const page = (
    <>
      <ConnectionBanner />
      <TokenForm />
    </>
  );
  return renderRoutes([{ path: "*", element: page }], "/");
}

describe("useApiMutation", () => {
  it("says a change that found no network in the connection banner, not a toast, and keeps what was typed", async () => {
    const { user } = renderTokenForm();
    await screen.findByText(/\d+ tokens/);
    // The request never reaches a server: fetch rejects ('Failed to fetch'), the SDK's 'Failed to connect to server'.
    mock.server.use(http.post("*/v1/user-resource/token", () => HttpResponse.error()));
    await user.type(screen.getByRole("textbox", { name: "Description" }), "deploy bot");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByRole("status")).toHaveTextContent(/^Failed to connect to server\. Showing data from .+ until the connection returns\.$/);
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue("deploy bot");
    expect(screen.queryByText("Failed to create kong token")).not.toBeInTheDocument();
    expect(screen.queryByText(/^Error: /)).not.toBeInTheDocument();
  });

  it("still toasts what the server itself refused, and no banner", async () => {
    const { user } = renderTokenForm();
    await screen.findByText(/\d+ tokens/);
    mock.server.use(http.post("*/v1/user-resource/token", () => HttpResponse.json({ errors: { Error: "Failed to create kong token" } }, { status: 500 })));
    await user.type(screen.getByRole("textbox", { name: "Description" }), "deploy bot");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText(/^Error: Failed to create kong token/)).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue("deploy bot");
  });
});
