import type { CreditEntry, User } from "@cloudconsole/sdk";
import { Card, EmptyState, Table } from "@cloudconsole/ui";
import { dateSortValue, useFormat } from "../../../format";
import { SYSTEM_ACTOR } from "./constants";
import { useCreditHistory } from "./queries";
import { SectionData } from "../../../screens/SectionData";
import type { AccountSectionProps } from "./types";
import * as styles from "./history.css";

/** Who made a credit entry: "You" for the signed-in user, the platform for none, else the user's number. */
export function creditActor(entry: Pick<CreditEntry, "acting_user_id">, user: Pick<User, "id">): string {
  if (entry.acting_user_id === null || entry.acting_user_id === undefined) return SYSTEM_ACTOR;
  return entry.acting_user_id === user.id ? "You" : `User ${entry.acting_user_id}`;
}

/** Every credit and debit of the account, newest first, with what it was and who made it. */
export function AccountCreditHistory({ account }: AccountSectionProps) {
  return (
    <Card title="Credit history" stack>
      <SectionData what="the credit history">
        <CreditTable accountId={account.id} />
      </SectionData>
    </Card>
  );
}

function CreditTable({ accountId }: { accountId: number }) {
  const { entries, user } = useCreditHistory(accountId);
  const format = useFormat();
  if (entries.length === 0) return <EmptyState level={3} title="No credit moves yet" text="Top-ups, promotions and payments from credit are listed here." />;
  return (
    <Table<CreditEntry>
      dense
      caption="Credit history"
      captionHidden
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      defaultSort={{ key: "created", direction: "descending" }}
      columns={[
        { key: "created", header: "Date", nowrap: true, sortValue: (entry) => dateSortValue(entry.created), cell: (entry) => format.dateTime(entry.created) },
        { key: "description", header: "Description", cell: (entry) => entry.description || entry.reference || "—" },
        { key: "actor", header: "Made by", hideOnMobile: true, cell: (entry) => creditActor(entry, user) },
        {
          key: "amount",
          header: "Amount",
          align: "end",
          nowrap: true,
          sortValue: (entry) => entry.amount,
          // The sign is written out: colour alone does not say credit or debit.
          cell: (entry) => <span className={entry.amount > 0 ? styles.credit : undefined}>{entry.amount > 0 ? `+${format.money(entry.amount)}` : format.money(entry.amount)}</span>,
        },
      ]}
    />
  );
}
