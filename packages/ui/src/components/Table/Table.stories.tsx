import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { Card } from "../Card/Card";
import { StatusBadge } from "../StatusBadge/StatusBadge";
import { SortSelect } from "./SortSelect";
import { Table, type TableColumn } from "./Table";

interface Account {
  id: string;
  name: string;
  email: string;
  credit: number;
  status: "active" | "suspended" | "deleted";
}

const accounts: Account[] = [
  { id: "1", name: "Acme OÜ", email: "billing@acme.example", credit: 22, status: "active" },
  { id: "2", name: "Beta Labs", email: "jane@beta.example", credit: 5.44, status: "suspended" },
  { id: "3", name: "Gamma Hosting", email: "ops@gamma.example", credit: 130.5, status: "active" },
  { id: "4", name: "Delta", email: "d@delta.example", credit: 0, status: "deleted" },
];

const tone = { active: "success", suspended: "warning", deleted: "neutral" } as const;

const columns: TableColumn<Account>[] = [
  { key: "name", header: "Name", cell: (a) => a.name, sortValue: (a) => a.name },
  { key: "email", header: "Email", cell: (a) => a.email, sortValue: (a) => a.email, hideOnMobile: true },
  { key: "status", header: "Status", cell: (a) => <StatusBadge tone={tone[a.status]}>{a.status}</StatusBadge> },
  { key: "credit", header: "Credit", cell: (a) => `${a.credit.toFixed(2)} EUR`, sortValue: (a) => a.credit, align: "end", nowrap: true },
];

const meta = {
  title: "UI/Table",
  component: Table<Account>,
  args: { caption: "Billing accounts", columns, rows: accounts, rowKey: (a: Account) => a.id, onSortChange: fn() },
} satisfies Meta<typeof Table<Account>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const EmptyCustomText: Story = { args: { rows: [], emptyText: "No invoices yet" } };
export const RowLinks: Story = { args: { rowHref: (a: Account) => `#/accounts/${a.id}` } };
export const SortedDescending: Story = { args: { defaultSort: { key: "credit", direction: "descending" } } };
export const SuspendedAndDeletedRows: Story = {
  args: { rowTone: (a: Account) => (a.status === "active" ? undefined : a.status), rowHref: (a: Account) => `#/accounts/${a.id}` },
};
export const WithActions: Story = {
  args: {
    rowHref: (a: Account) => `#/accounts/${a.id}`,
    columns: [...columns, { key: "actions", header: "Actions", interactive: true, cell: (a: Account) => <Button size="sm" variant="secondary" onClick={fn()}>Top up {a.name}</Button> }],
  },
};
export const CaptionHidden: Story = { args: { captionHidden: true } };
export const Busy: Story = { args: { busy: true } };
export const StickyHeaderInScrollBox: Story = {
  args: {
    maxHeight: "240px",
    rows: Array.from({ length: 30 }, (_, i) => ({ id: String(i), name: `Account ${i + 1}`, email: `user${i + 1}@example.com`, credit: i * 3.3, status: "active" as const })),
  },
};

/** Row actions: a last column of buttons whose header ("Actions") is read out only. */
export const RowActions: Story = {
  args: {
    rowHref: (a: Account) => `#/accounts/${a.id}`,
    rowActions: (a: Account) => (
      <>
        <Button size="sm" variant="secondary" onClick={fn()}>
          Top up
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${a.name}`} onClick={fn()}>
          Delete
        </Button>
      </>
    ),
  },
};

interface Disk {
  uuid: string;
  name: string;
  size: number;
  primary?: boolean;
  shared?: boolean;
}

const disks: Disk[] = [
  { uuid: "d1", name: "web-1-root", size: 20, primary: true },
  { uuid: "d2", name: "web-1-data", size: 100 },
  { uuid: "d3", name: "shared-assets", size: 250, shared: true },
];

const diskColumns: TableColumn<Disk>[] = [
  {
    key: "name",
    header: "Name",
    cell: (d) => (
      <>
        {d.name}
        {d.primary && " (primary)"}
        {d.shared && " (shared)"}
      </>
    ),
  },
  { key: "size", header: "Size", cell: (d) => `${d.size} GB`, nowrap: true },
];

const diskActions = (d: Disk) => (
  <>
    <Button size="sm" variant="secondary" aria-label={`Resize disk ${d.name}`} onClick={fn()}>
      Resize
    </Button>
    {!d.primary && (
      <Button size="sm" variant="ghost" aria-label={`Delete disk ${d.name}`} onClick={fn()}>
        Delete
      </Button>
    )}
  </>
);

/** A dense table in a titled Card (a VM's disks): the card's title names the region, the hidden caption the table. */
export const DenseInCard: StoryObj<Meta<typeof Table<Disk>>> = {
  render: () => (
    <Card title="Disks" stack>
      <Table caption="Disks" captionHidden dense columns={diskColumns} rows={disks} rowKey={(d) => d.uuid} rowActions={diskActions} />
    </Card>
  ),
};
export const DenseEmpty: StoryObj<Meta<typeof Table<Disk>>> = {
  render: () => (
    <Card title="Disks" stack>
      <Table caption="Disks" captionHidden dense columns={diskColumns} rows={[]} rowKey={(d) => d.uuid} rowActions={diskActions} />
    </Card>
  ),
};
/** A dense table with its caption shown, for a card that holds more than one table. */
export const DenseWithCaption: StoryObj<Meta<typeof Table<Disk>>> = {
  render: () => (
    <Card title="Storage" stack>
      <Table caption="Attached disks" dense columns={diskColumns} rows={disks} rowKey={(d) => d.uuid} rowActions={diskActions} rowActionsLabel="Disk actions" />
    </Card>
  ),
};

const onPhone = { viewport: { value: "mobile1", isRotated: false } };

/** The same columns placed in a phone card: the name as title, the credit beside it, the state under it, the e-mail a labelled line. */
const phoneColumns: TableColumn<Account>[] = [
  { key: "name", header: "Name", cell: (a) => a.name, sortValue: (a) => a.name },
  { key: "email", header: "Email", cell: (a) => a.email, sortValue: (a) => a.email, phone: "detail" },
  { key: "status", header: "Status", cell: (a) => <StatusBadge tone={tone[a.status]}>{a.status}</StatusBadge>, phone: "status" },
  { key: "credit", header: "Credit", cell: (a) => `${a.credit.toFixed(2)} EUR`, sortValue: (a) => a.credit, align: "end", nowrap: true, phone: "figure" },
];

/** On a phone each row is a card and a "Sort by" select stands in for the headers (wider screens keep the table). */
export const PhoneCards: Story = {
  args: { phoneCards: true, columns: phoneColumns, rowHref: (a: Account) => `#/accounts/${a.id}`, defaultSort: { key: "name", direction: "ascending" } },
  globals: onPhone,
};
export const PhoneCardsSuspendedAndDeleted: Story = {
  args: { ...PhoneCards.args, rowTone: (a: Account) => (a.status === "active" ? undefined : a.status) },
  globals: onPhone,
};
export const PhoneCardsWithActions: Story = { args: { ...PhoneCards.args, rowActions: RowActions.args?.rowActions }, globals: onPhone };
export const PhoneCardsEmpty: Story = { args: { ...PhoneCards.args, rows: [] }, globals: onPhone };
export const PhoneCardsOnDesktop: Story = { args: PhoneCards.args };

/** The sort control on its own, for a list that draws its own rows (shown on every screen with `always`). */
export const SortSelectAlone: StoryObj<typeof SortSelect> = {
  render: () => (
    <SortSelect
      always
      choices={[
        { key: "name", label: "Name" },
        { key: "credit", label: "Credit" },
      ]}
      sort={{ key: "credit", direction: "descending" }}
      onSortChange={fn()}
    />
  ),
};
