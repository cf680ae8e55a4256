import type { ProviderDefinition } from "@cloudconsole/provider";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { MockServer } from "@cloudconsole/mock-api/node";
import { installMockProcessorLoader, type MockProcessorLoader } from "../../../testing/doubles/mockProcessor";
import { reportError } from "../../../reporting/errorReporting";
import { demoAccount, dismissToasts, renderBillingRoute } from "../testing";
import { savePendingPayment } from "./pendingPayment";
import { processorRedirect } from "./redirect";

/**
 * The top-up tests' world, reset around each test: where the page sent the browser (processors' pages, caught
 * rather than followed) and the mock processor's script loader. A test file also mocks the error tracker itself
 * (`vi.mock` holds for the file that calls it).
 */
export function setupTopUpTests(): { redirects: string[]; loader: MockProcessorLoader } {
  const world = { redirects: [] as string[], loader: undefined as unknown as MockProcessorLoader };
  // The account's page and its top-up section are code loaded when first shown, which a test runner compiles on
  // demand: loaded before the first test (within a hook's ceiling), a test's wait for the section is a wait for its
  // state. At load 20 the first test of a file waited more than the 30 s a state may take for that compiling alone.
  beforeAll(async () => {
    await Promise.all([import("../accounts/AccountScreen"), import("./TopUpSection")]);
  });
  beforeEach(() => {
    world.redirects = [];
    sessionStorage.clear();
    vi.spyOn(processorRedirect, "go").mockImplementation((url) => void world.redirects.push(url));
    world.loader = installMockProcessorLoader();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(reportError).mockClear();
    world.loader.uninstall();
    window.history.replaceState(null, "", "/");
    dismissToasts();
  });
  return world;
}

/** Opens a billing account's page by title, at its Top up card. */
export async function openTopUp(mock: MockServer, title: string, provider?: ProviderDefinition) {
  const account = demoAccount(mock, title);
  const view = renderBillingRoute(`/billing/account/${account.id}`, provider);
  const card = await screen.findByRole("region", { name: "Top up" });
  return { ...view, account, card };
}

export const amountField = () => screen.getByRole("spinbutton", { name: /^Amount/ });

type User = Awaited<ReturnType<typeof openTopUp>>["user"];

export async function typeAmount(user: User, amount: string) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
}

/** Types a new card: the holder into the console's field, the card into the processor's own fields once mounted. */
export async function typeNewCard(user: User, number: string, holder = "Cloudia Iaas") {
  await user.type(screen.getByRole("textbox", { name: /Cardholder name/ }), holder);
  await user.type(await screen.findByRole("textbox", { name: "Card number" }), number);
  await user.type(screen.getByRole("textbox", { name: "Expiry (MM/YY)" }), "12/39");
  await user.type(screen.getByRole("textbox", { name: "Security code" }), "123");
}

/** A link payment the customer started with `method` and was sent back from, as send_data leaves it. */
export function startedLink(mock: MockServer, title: string, amount: number, method: string) {
  const account = demoAccount(mock, title);
  const identifier = `link_${Math.random().toString(16).slice(2).padEnd(16, "0")}`;
  (mock.store.state.paymentSessions ??= []).push({ identifier, billing_account_id: account.id, kind: "link", status: "pending", amount, processor: "adyen", method_id: method, created: Date.now() });
  savePendingPayment({ kind: "link", billingAccountId: account.id, amount, processor: "adyen" });
  return { account, url: `/app/payment_return?identifier=${identifier}&billing_account_id=${account.id}` };
}
