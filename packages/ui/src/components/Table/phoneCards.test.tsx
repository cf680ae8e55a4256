import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import * as cardStyles from "./phoneCards.css";
import { Table, type TableColumn } from "./Table";

interface Account {
  id: string;
  name: string;
  credit: number;
  state: string;
  email: string;
  note: string;
}

const accounts: Account[] = [
  { id: "a1", name: "Beta Ltd", credit: 22, state: "Active", email: "beta@example.test", note: "kept" },
  { id: "a2", name: "alpha OÜ", credit: 5.44, state: "Limited", email: "alpha@example.test", note: "old" },
];

const columns: TableColumn<Account>[] = [
  { key: "name", header: "Name", cell: (a) => a.name, sortValue: (a) => a.name },
  { key: "state", header: "State", cell: (a) => a.state, phone: "status" },
  { key: "email", header: <abbr title="Email">E-mail</abbr>, label: "Email", cell: (a) => a.email, phone: "detail" },
  { key: "note", header: "Note", cell: (a) => a.note },
  { key: "credit", header: "Credit", cell: (a) => `${a.credit.toFixed(2)} EUR`, sortValue: (a) => a.credit, align: "end", phone: "figure" },
];

const names = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);

describe("Table with phoneCards", () => {
  it("offers every sortable column both ways in a 'Sort by' select, showing the current sort", () => {
    render(<Table phoneCards caption="Accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} defaultSort={{ key: "name", direction: "ascending" }} />);
    const select = screen.getByRole("combobox", { name: "Sort by" });
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Name, ascending", "Name, descending", "Credit, ascending", "Credit, descending"]);
    expect(select).toHaveValue("ascending:name");
  });

  it("sorts the rows by the select as by the column headers, and tells the caller", async () => {
    const onSortChange = vi.fn();
    render(<Table phoneCards caption="Accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} onSortChange={onSortChange} />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Credit, descending");
    expect(names()).toEqual(["Beta Ltd", "alpha OÜ"]);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: "credit", direction: "descending" });
    expect(screen.getByRole("columnheader", { name: "Credit" })).toHaveAttribute("aria-sort", "descending");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Name, ascending");
    expect(names()).toEqual(["alpha OÜ", "Beta Ltd"]);
  });

  it("places each cell in the card by its column's phone place, the first as the title, and labels the details", () => {
    render(<Table phoneCards caption="Accounts" columns={columns} rows={accounts.slice(0, 1)} rowKey={(a) => a.id} />);
    const [title, state, email, note, credit] = screen.getAllByRole("row")[1]?.children ?? [];
    expect(title).toHaveClass(cardStyles.cardPlace.title);
    expect(state).toHaveClass(cardStyles.cardPlace.status);
    expect(email).toHaveClass(cardStyles.cardPlace.detail);
    expect(email).toHaveAttribute("data-label", "Email");
    expect(note).toHaveClass(cardStyles.cardPlace.none);
    expect(credit).toHaveClass(cardStyles.cardPlace.figure);
    expect(credit).not.toHaveAttribute("data-label");
  });

  it("keeps its table semantics in explicit roles, which a card layout would otherwise lose in some browsers", () => {
    render(<Table phoneCards caption="Accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} />);
    const table = screen.getByRole("table", { name: "Accounts" });
    expect(table).toHaveAttribute("role", "table");
    expect(screen.getAllByRole("row").every((row) => row.getAttribute("role") === "row")).toBe(true);
    expect(screen.getAllByRole("rowheader").every((cell) => cell.getAttribute("role") === "rowheader")).toBe(true);
    expect(screen.getAllByRole("columnheader").every((cell) => cell.getAttribute("role") === "columnheader")).toBe(true);
  });

  it("is a plain table without the prop: no sort select, no cell places", () => {
    render(<Table caption="Accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} />);
    expect(screen.queryByRole("combobox", { name: "Sort by" })).not.toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Accounts" })).not.toHaveAttribute("role");
    expect(screen.getAllByRole("rowheader")[0]).not.toHaveClass(cardStyles.cardPlace.title);
  });

  it("has no sort select when no column sorts", () => {
    const unsortable = columns.map(({ sortValue: _sortValue, ...column }) => column);
    render(<Table phoneCards caption="Accounts" columns={unsortable} rows={accounts} rowKey={(a) => a.id} />);
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });
});
