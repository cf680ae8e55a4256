import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import { CopyButton } from "../CopyButton/CopyButton";
import { Menu } from "../Menu/Menu";
import { PasswordField } from "../PasswordField/PasswordField";
import { Spinner } from "../Spinner/Spinner";
import { Table } from "../Table/Table";
import { TextLink } from "../TextLink/TextLink";
import { englishUiTexts, UiTextsProvider, type UiTexts } from "./UiTexts";

// Estonian, as an application would give it.
const estonian: UiTexts = {
  close: "Sulge",
  cancel: "Loobu",
  delete: "Kustuta",
  typeToConfirm: (name) => <>Kinnitamiseks sisesta {name}</>,
  confirmFailed: "Midagi läks valesti. Proovi uuesti.",
  actions: "Toimingud",
  loading: "Laadimine",
  noRecords: "Kirjeid pole",
  sortBy: "Sordi",
  unsorted: "Sortimata",
  sortChoice: (column, direction) => `${column}, ${direction === "ascending" ? "kasvav" : "kahanev"}`,
  copy: "Kopeeri",
  copied: "Kopeeritud",
  copyFailed: "Kopeerimine ebaõnnestus",
  showPassword: "Näita parooli",
  clearFilters: "Tühjenda filtrid",
  opensInNewTab: "(avaneb uuel vahelehel)",
};

const rows = [{ name: "web-1" }];

function Screen() {
  return (
    <>
      <Spinner />
      <CopyButton text="x" />
      <PasswordField label="Parool" />
      <TextLink href="https://example.test" external>
        Abi
      </TextLink>
      <Menu items={[{ label: "Käivita", onSelect: () => {} }]} />
      <Table caption="Tühi" columns={[{ key: "name", header: "Nimi", cell: (row: { name: string }) => row.name }]} rows={[]} rowKey={(row) => row.name} />
      <Table caption="Serverid" columns={[{ key: "name", header: "Nimi", cell: (row) => row.name, sortValue: (row) => row.name }]} rows={rows} rowKey={(row) => row.name} phoneCards rowActions={() => null} />
    </>
  );
}

describe("the components' own words", () => {
  it("are English without a provider", () => {
    render(<Screen />);
    expect(screen.getByRole("progressbar", { name: englishUiTexts.loading })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show password" })).toBeInTheDocument();
    expect(screen.getByText("No records")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Nimi, ascending" })).toBeInTheDocument();
  });

  it("come from the application's words where it gives them, a caller's own prop still winning", () => {
    render(
      <UiTextsProvider texts={estonian}>
        <Screen />
        <CopyButton text="y" label="Kopeeri võti" />
      </UiTextsProvider>,
    );
    expect(screen.getByRole("progressbar", { name: "Laadimine" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kopeeri" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kopeeri võti" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Näita parooli" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Abi.*\(avaneb uuel vahelehel\)/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Toimingud" })).toBeInTheDocument();
    expect(screen.getByText("Kirjeid pole")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sordi" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Nimi, kahanev" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Toimingud" })).toBeInTheDocument();
  });

  it.each([
    [englishUiTexts, ["Type web-1 to confirm", "Cancel", "Delete", "Close"]],
    [estonian, ["Kinnitamiseks sisesta web-1", "Loobu", "Kustuta", "Sulge"]],
  ])("name a confirm dialog's field and buttons (%#)", async (texts, [field, cancel, confirm, close]) => {
    render(
      <UiTextsProvider texts={texts}>
        <ConfirmDialog defaultOpen title="web-1?" confirmationText="web-1" onConfirm={() => {}} />
      </UiTextsProvider>,
    );
    expect(await screen.findByRole("textbox", { name: field })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: cancel })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: confirm })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: close })).toBeInTheDocument();
  });
});
