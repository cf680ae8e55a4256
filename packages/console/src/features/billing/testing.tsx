import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { toast } from "sonner";
import type { MockServer } from "@cloudconsole/mock-api/node";
import type { ProviderDefinition } from "@cloudconsole/provider";
import { Suspense } from "react";
import { Route, Routes, type RouteObject } from "react-router";
import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { renderScreen } from "../../testing/render";
import { StoryProviders } from "../../testing/StoryProviders";
import { testProvider } from "../../testing/testProvider";
import { ConsoleToaster } from "../../toasts/ConsoleToaster";
import { PaymentReturnScreen } from "../payment-return";
import { loadCatalogue, SOURCE_LANGUAGE, type Catalogue, type Language, type MessageValues } from "../../i18n";
import { i18n } from "../../i18n/catalogue";
import { billingRoutes } from "./routes";

/** Renders `routes` at `route` the way the console mounts them (configuration, toasts), built for `provider`. */
export function renderRoutesFor(routes: readonly RouteObject[], route: string, provider: ProviderDefinition = testProvider) {
  const user = userEvent.setup();
  const view = render(
    <StoryProviders provider={provider} route={route}>
      <Suspense fallback="loading">
        <FeatureRoutes routes={routes} />
        <ConsoleToaster />
      </Suspense>
    </StoryProviders>,
  );
  return { user, ...view };
}

/** Renders the billing routes at `route` the way the console mounts them, for the test provider or `provider`. */
export function renderBillingRoute(route: string, provider?: ProviderDefinition) {
  return renderRoutesFor(billingRoutes, route, provider);
}

/** Renders the console's /payment_return page as a processor's redirect to `url` opens it. */
export function renderPaymentReturn(url: string) {
  const { pathname, search } = new URL(url, "http://localhost");
  const route = `${pathname.replace(/^\/app/, "")}${search}`;
  // The page reads the browser's own address, as after a real redirect.
  window.history.replaceState(null, "", `/app${route}`);
  // Mounted as the console mounts it: outside the configuration layout, which a page without a payment does not need.
  return renderScreen(
    <Suspense fallback="loading">
      <Routes>
        <Route path="payment_return" element={<PaymentReturnScreen />} />
      </Routes>
      <ConsoleToaster />
    </Suspense>,
    { route },
  );
}

/** The standard error body of the API, with a correlation id. */
export const failure = (message: string, status = 500) => () => HttpResponse.json({ errors: { Error: message } }, { status, headers: { "x-correlation-id": "api-b1ll" } });

/** Toasts outlive a test's render: each test starts with none. */
export const dismissToasts = () => act(() => void toast.dismiss());

/** The demo preset's billing account by title. */
export function demoAccount(mock: MockServer, title: string) {
  const found = mock.store.state.billingAccounts.find((account) => account.title === title);
  if (!found) throw new Error(`no billing account ${title} in the demo preset`);
  return found;
}

/** A catalogue's message in English, the language tests render in: what the screen shows for `id`. */
export function englishText<Id extends string>(catalogue: Catalogue<Id>, id: Id, values?: MessageValues): string {
  return i18n._(`${catalogue.namespace}.${id}`, values);
}

/** A catalogue's translate function in English, for the modules that take one. */
export const englishT =
  <Id extends string>(catalogue: Catalogue<Id>) =>
  (id: Id, values?: MessageValues): string =>
    englishText(catalogue, id, values);

/** A catalogue's message in `language`, as a screen shows it. */
export async function shownIn<Id extends string>(catalogue: Catalogue<Id>, language: Language, id: Id, values?: MessageValues): Promise<string> {
  await loadCatalogue(catalogue, language);
  return i18n._(`${catalogue.namespace}.${id}`, values);
}

/** The English texts of a catalogue (those without placeholders) still on the page though `language` words them otherwise. */
export async function englishLeft<Id extends string>(catalogue: Catalogue<Id>, language: Language, text: string): Promise<string[]> {
  const left: string[] = [];
  for (const id of Object.keys(catalogue.english) as Id[]) {
    const english = await shownIn(catalogue, SOURCE_LANGUAGE, id);
    const translated = await shownIn(catalogue, language, id);
    // Short words ("Total", "Status") may be part of longer texts; a whole sentence left in English is what counts.
    if (english.length > 8 && !english.includes("{") && english !== translated && text.includes(english)) left.push(english);
  }
  return left;
}
