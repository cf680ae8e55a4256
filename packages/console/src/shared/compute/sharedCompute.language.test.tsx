import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import type { Location } from "@cloudconsole/sdk";
import { LANGUAGES, setLanguage } from "../../i18n";
import { renderScreen } from "../../testing/render";
import { LocationSelect } from "./LocationSelect";
import { MetalLeaseTable } from "./MetalLeaseTable";
import type { LeaseRow } from "./resourceQueries";

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** A compiled catalogue message without placeholders as plain text. */
async function catalogueText(language: string, id: string): Promise<string> {
  const catalogue = (await import(`./locales/${language}.json`)) as { default: Record<string, string[]> };
  return catalogue.default[id]?.join("") ?? id;
}

// A lease whose machine is being prepared, as each language says it.
const PENDING: Record<string, string> = { en: "Pending", id: "Tertunda", th: "รอดำเนินการ", et: "Ootel", bn: "অপেক্ষমাণ" };

const locations = [{ slug: "tll", display_name: "Tallinn" }] as Location[];
const rows = [
  { location: "tll", lease: { uuid: "l-1", display_name: "rack-1", status: "pending", billing_account_id: 7 } },
  { location: "tll", lease: { uuid: "l-2", display_name: "rack-2", status: "in_migration", billing_account_id: 7 } },
] as unknown as LeaseRow[];

describe("what compute and bare metal share, in the customer's language", () => {
  it.each(LANGUAGES.map((language) => language.code))("the leases' table and the location choice in %s", async (code) => {
    await act(() => setLanguage(code));
    renderScreen(
      <>
        <LocationSelect locations={locations} />
        <MetalLeaseTable rows={rows} locations={locations} />
      </>,
    );
    const table = await screen.findByRole("table", { name: await catalogueText(code, "lease.caption") });
    expect(screen.getByRole("combobox", { name: await catalogueText(code, "location") })).toBeInTheDocument();
    for (const id of ["lease.name", "lease.status", "lease.machine", "lease.ip", "lease.account"]) {
      expect(within(table).getByRole("columnheader", { name: await catalogueText(code, id) })).toBeInTheDocument();
    }
    expect(within(table).getByText(PENDING[code] ?? "")).toBeInTheDocument();
    // A status the console has no words for shows its own name.
    expect(within(table).getByText("In migration")).toBeInTheDocument();
    expect(within(table).getAllByText(await catalogueText(code, "lease.beingAssigned"))).toHaveLength(2);
  });
});
