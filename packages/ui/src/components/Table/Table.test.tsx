import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { visuallyHidden } from "../../theme/utils.css";
import * as styles from "./Table.css";
import { Table, type TableColumn, type TableSort } from "./Table";

interface Account {
  id: string;
  name: string;
  credit: number;
  status?: "suspended" | "deleted";
}

const accounts: Account[] = [
  { id: "a1", name: "Beta Ltd", credit: 22 },
  { id: "a2", name: "alpha OÜ", credit: 5.44, status: "suspended" },
  { id: "a3", name: "Gamma", credit: 130, status: "deleted" },
];

const columns: TableColumn<Account>[] = [
  { key: "name", header: "Name", cell: (a) => a.name, sortValue: (a) => a.name },
  { key: "credit", header: "Credit", cell: (a) => `${a.credit.toFixed(2)} EUR`, sortValue: (a) => a.credit, align: "end" },
  { key: "actions", header: "Actions", cell: (a) => <button type="button">Edit {a.name}</button>, interactive: true },
];

const names = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);

describe("Table", () => {
  it("is a table named by its caption, with column headers and the first cell as row header", () => {
    render(<Table caption="Billing accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} />);
    const table = screen.getByRole("table", { name: "Billing accounts" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "Credit", "Actions"]);
    expect(names()).toEqual(["Beta Ltd", "alpha OÜ", "Gamma"]);
    expect(screen.getByRole("cell", { name: "22.00 EUR" })).toBeInTheDocument();
  });

  it("says 'No records' in one full-width cell when empty", () => {
    render(<Table caption="Accounts" columns={columns} rows={[]} rowKey={(a) => a.id} />);
    const cell = screen.getByRole("cell", { name: "No records" });
    expect(cell).toHaveAttribute("colspan", "3");
  });

  it("takes another empty text", () => {
    render(<Table caption="Accounts" columns={columns} rows={[]} rowKey={(a) => a.id} emptyText="No accounts yet" />);
    expect(screen.getByText("No accounts yet")).toBeInTheDocument();
  });

  it("sorts by a column header button, toggling direction, and marks only that column with aria-sort", async () => {
    render(<Table caption="Accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} />);
    const nameHeader = screen.getByRole("columnheader", { name: "Name" });
    const creditHeader = screen.getByRole("columnheader", { name: "Credit" });
    expect(nameHeader).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(nameHeader).getByRole("button", { name: "Name" }));
    expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    expect(names()).toEqual(["alpha OÜ", "Beta Ltd", "Gamma"]);
    await userEvent.click(within(nameHeader).getByRole("button", { name: "Name" }));
    expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    expect(names()).toEqual(["Gamma", "Beta Ltd", "alpha OÜ"]);
    await userEvent.click(within(creditHeader).getByRole("button", { name: "Credit" }));
    expect(creditHeader).toHaveAttribute("aria-sort", "ascending");
    expect(nameHeader).not.toHaveAttribute("aria-sort");
    expect(names()).toEqual(["alpha OÜ", "Beta Ltd", "Gamma"]);
  });

  it("has no sort button on columns that cannot be sorted", () => {
    render(<Table caption="Accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} />);
    expect(within(screen.getByRole("columnheader", { name: "Actions" })).queryByRole("button")).not.toBeInTheDocument();
  });

  it("leaves the order to the caller with manualSort and reports sort changes", async () => {
    const onSortChange = vi.fn();
    function ServerSorted() {
      const [sort, setSort] = useState<TableSort>({ key: "credit", direction: "descending" });
      return (
        <Table
          caption="Accounts"
          columns={columns}
          rows={accounts}
          rowKey={(a) => a.id}
          manualSort
          sort={sort}
          onSortChange={(next) => {
            onSortChange(next);
            setSort(next);
          }}
        />
      );
    }
    render(<ServerSorted />);
    expect(screen.getByRole("columnheader", { name: "Credit" })).toHaveAttribute("aria-sort", "descending");
    expect(names()).toEqual(["Beta Ltd", "alpha OÜ", "Gamma"]);
    await userEvent.click(screen.getByRole("button", { name: "Credit" }));
    expect(onSortChange).toHaveBeenCalledWith({ key: "credit", direction: "ascending" });
    expect(names()).toEqual(["Beta Ltd", "alpha OÜ", "Gamma"]);
  });

  it("links each row through a link in its first cell, one tab stop per row, and keeps other buttons usable", async () => {
    const onEdit = vi.fn();
    const cols: TableColumn<Account>[] = [
      ...columns.slice(0, 2),
      { key: "actions", header: "Actions", cell: (a) => <button type="button" onClick={() => onEdit(a.id)}>Edit {a.name}</button>, interactive: true },
    ];
    render(<Table caption="Accounts" columns={cols} rows={accounts} rowKey={(a) => a.id} rowHref={(a) => (a.status === "deleted" ? undefined : `/accounts/${a.id}`)} />);
    const link = screen.getByRole("link", { name: "Beta Ltd" });
    expect(link).toHaveAttribute("href", "/accounts/a1");
    expect(screen.getByRole("rowheader", { name: "Beta Ltd" })).toContainElement(link);
    expect(screen.queryByRole("link", { name: "Gamma" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Credit" }));
    await userEvent.click(screen.getByRole("button", { name: "Credit" }));
    // Sorted by credit, descending: Gamma (no link), Beta, alpha. The next tab stop is Gamma's Edit, then Beta's link.
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Edit Gamma" })).toHaveFocus();
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Edit Beta Ltd" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Edit Beta Ltd" }));
    expect(onEdit).toHaveBeenCalledWith("a1");
  });

  it("renders row links with the caller's link component", () => {
    render(
      <Table
        caption="Accounts"
        columns={columns}
        rows={accounts.slice(0, 1)}
        rowKey={(a) => a.id}
        rowHref={(a) => `/accounts/${a.id}`}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole("link", { name: "Beta Ltd" });
    expect(link).toHaveAttribute("href", "#/accounts/a1");
    expect(link).toHaveAttribute("data-router", "yes");
  });

  it("styles suspended and deleted rows", () => {
    render(<Table caption="Accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} rowTone={(a) => a.status} />);
    const [, beta, alpha, gamma] = screen.getAllByRole("row");
    expect(beta).not.toHaveAttribute("data-tone");
    expect(alpha).toHaveAttribute("data-tone", "suspended");
    expect(gamma).toHaveAttribute("data-tone", "deleted");
    expect(alpha?.className).not.toBe(beta?.className);
    expect(gamma?.className).not.toBe(alpha?.className);
  });

  it("can hide the caption visually and marks the table busy", () => {
    render(<Table caption="Accounts" captionHidden busy columns={columns} rows={accounts} rowKey={(a) => a.id} />);
    const table = screen.getByRole("table", { name: "Accounts" });
    expect(table).toHaveAttribute("aria-busy", "true");
  });

  it("with maxHeight is a focusable scroll region named by the caption", () => {
    render(<Table caption="Invoices" maxHeight="300px" columns={columns} rows={accounts} rowKey={(a) => a.id} />);
    const region = screen.getByRole("region", { name: "Invoices" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveStyle({ maxHeight: "300px" });
  });

  describe("row actions and dense tables (the small tables of a detail tab)", () => {
    interface Disk {
      uuid: string;
      name: string;
      size: number;
      primary: boolean;
    }
    const disks: Disk[] = [
      { uuid: "d1", name: "root", size: 20, primary: true },
      { uuid: "d2", name: "data", size: 100, primary: false },
    ];
    const diskColumns: TableColumn<Disk>[] = [
      { key: "name", header: "Name", cell: (d) => (d.primary ? <>{d.name} <span>Primary</span></> : d.name) },
      { key: "size", header: "Size", cell: (d) => `${d.size} GB`, nowrap: true },
    ];

    it("adds a last column of row actions whose header is read out only", async () => {
      const onDelete = vi.fn();
      render(
        <Table
          caption="Disks"
          captionHidden
          dense
          columns={diskColumns}
          rows={disks}
          rowKey={(d) => d.uuid}
          rowActions={(d) => (
            <>
              <button type="button">Resize {d.name}</button>
              {!d.primary && (
                <button type="button" onClick={() => onDelete(d.uuid)}>
                  Delete {d.name}
                </button>
              )}
            </>
          )}
        />,
      );
      const table = screen.getByRole("table", { name: "Disks" });
      const headers = within(table).getAllByRole("columnheader");
      expect(headers.map((h) => h.textContent)).toEqual(["Name", "Size", "Actions"]);
      expect(within(headers[2] as HTMLElement).getByText("Actions")).toHaveClass(visuallyHidden);
      const [, root, data] = within(table).getAllByRole("row");
      expect(within(root as HTMLElement).getAllByRole("button").map((b) => b.textContent)).toEqual(["Resize root"]);
      expect(within(root as HTMLElement).getByRole("rowheader")).toHaveTextContent("root Primary");
      await userEvent.click(within(data as HTMLElement).getByRole("button", { name: "Delete data" }));
      expect(onDelete).toHaveBeenCalledWith("d2");
    });

    it("names the actions column as asked and spans it with the empty text", () => {
      render(<Table caption="Disks" columns={diskColumns} rows={[]} rowKey={(d) => d.uuid} rowActions={() => null} rowActionsLabel="Disk actions" />);
      expect(screen.getByRole("columnheader", { name: "Disk actions" })).toBeInTheDocument();
      expect(screen.getByRole("cell", { name: "No records" })).toHaveAttribute("colspan", "3");
    });

    it("has no actions column unless asked", () => {
      render(<Table caption="Disks" columns={diskColumns} rows={disks} rowKey={(d) => d.uuid} />);
      expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "Size"]);
    });

    it("is dense only when asked", () => {
      const { container } = render(
        <>
          <Table caption="Dense" dense columns={diskColumns} rows={disks} rowKey={(d) => d.uuid} />
          <Table caption="Regular" columns={diskColumns} rows={disks} rowKey={(d) => d.uuid} />
        </>,
      );
      const [dense, regular] = Array.from(container.children);
      expect(dense).toHaveClass(styles.dense);
      expect(regular).not.toHaveClass(styles.dense);
      expect(within(dense as HTMLElement).getByRole("table", { name: "Dense" })).toBeInTheDocument();
    });
  });
});
