import type { CreditEntry, User } from "@cloudconsole/sdk";
import { Card, EmptyState, Table } from "@cloudconsole/ui";
import { dateSortValue, useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { historyMessages, type HistoryT } from "./messages";
import { useCreditHistory } from "./queries";
import { SectionData } from "../../../screens/SectionData";
import type { AccountSectionProps } from "./types";
import * as styles from "./history.css";

/** Who made a credit entry: "You" for the signed-in user, the platform for none, else the user's number. */
export function creditActor(t: HistoryT, entry: Pick<CreditEntry, "acting_user_id">, user: Pick<User, "id">): string {
  if (entry.acting_user_id === null || entry.acting_user_id === undefined) return t("actor.system");
  return entry.acting_user_id === user.id ? t("actor.you") : t("actor.user", { id: entry.acting_user_id });
}

/** Every credit and debit of the account, newest first, with what it was and who made it. */
export function AccountCreditHistory({ account }: AccountSectionProps) {
  const t = useT(historyMessages);
  return (
    <Card title={t("credit.title")} stack>
      <SectionData what={t("credit.what")}>
        <CreditTable accountId={account.id} />
      </SectionData>
    </Card>
  );
}

function CreditTable({ accountId }: { accountId: number }) {
  const { entries, user } = useCreditHistory(accountId);
  const format = useFormat();
  const t = useT(historyMessages);
  if (entries.length === 0) return <EmptyState level={3} title={t("credit.emptyTitle")} text={t("credit.emptyText")} />;
  return (
    <Table<CreditEntry>
      dense
      caption={t("credit.title")}
      captionHidden
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      defaultSort={{ key: "created", direction: "descending" }}
      columns={[
        { key: "created", header: t("column.date"), nowrap: true, sortValue: (entry) => dateSortValue(entry.created), cell: (entry) => format.dateTime(entry.created) },
        { key: "description", header: t("column.description"), cell: (entry) => entry.description || entry.reference || "—" },
        { key: "actor", header: t("column.madeBy"), hideOnMobile: true, cell: (entry) => creditActor(t, entry, user) },
        {
          key: "amount",
          header: t("column.amount"),
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
