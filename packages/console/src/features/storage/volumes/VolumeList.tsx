import { Link } from "react-router";
import { EmptyState, StatusBadge, Table, buttonClass, linkClass, type TableLinkProps } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { locationName } from "../../../shared/compute";
import { ResourceName } from "../../../shared/names";
import { volumeMessages, type VolumeT } from "./messages";
import { useVolumes } from "./volumeQueries";
import { volumeMonthlyPrice, volumeName, type VolumeRow } from "./volumes";

function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

/** The link to the volume form, as the page's primary action or beside another one. */
export function CreateVolumeLink({ variant = "primary" }: { variant?: "primary" | "secondary" }) {
  const t = useT(volumeMessages);
  return (
    <Link className={buttonClass({ variant, size: "sm" })} to="/storage/create/volume">
      {t("create")}
    </Link>
  );
}

/** Where a volume is: the VM it is attached to (a link to it), or detached. */
export function VolumeAttachment({ row }: { row: VolumeRow }) {
  const t = useT(volumeMessages);
  if (!row.vm) return <StatusBadge tone="neutral">{t("detached")}</StatusBadge>;
  return (
    <Link className={linkClass} to={`/compute/vm/${row.location}/${row.vm.uuid}`}>
      <ResourceName name={row.vm.name} />
    </Link>
  );
}

/** Every volume of the enabled locations with its size, location, attachment and monthly price. */
export function VolumeList() {
  const format = useFormat();
  const t = useT(volumeMessages);
  const { volumes, locations, prices } = useVolumes();
  if (volumes.length === 0) {
    return <EmptyState title={t("list.emptyTitle")} text={t("list.emptyText")} action={<CreateVolumeLink />} />;
  }
  const price = (row: VolumeRow) => volumeMonthlyPrice(prices, row.disk.size_gb);
  return (
    <Table
      phoneCards
      caption={t("list.caption")}
      captionHidden
      rows={volumes}
      rowKey={(row) => `${row.location}/${row.disk.uuid}`}
      rowHref={(row) => `/storage/volume/${row.location}/${row.disk.uuid}`}
      renderLink={routerLink}
      defaultSort={{ key: "name", direction: "ascending" }}
      columns={[
        { key: "name", header: t("column.name"), cell: (row: VolumeRow) => <ResourceName name={volumeName(row.disk)} />, sortValue: (row) => volumeName(row.disk) },
        { key: "size", header: t("column.size"), cell: (row) => `${row.disk.size_gb} GB`, sortValue: (row) => row.disk.size_gb, align: "end", nowrap: true, phone: "figure" },
        { key: "location", header: t("column.location"), cell: (row) => locationName(locations, row.location), sortValue: (row) => locationName(locations, row.location), hideOnMobile: true },
        { key: "attached", header: t("column.attachedTo"), cell: (row) => <VolumeAttachment row={row} />, sortValue: (row) => row.vm?.name ?? "", phone: "status" },
        { key: "price", header: t("column.price"), cell: (row) => priceText(format.money, price(row), t), sortValue: (row) => price(row) ?? 0, align: "end", nowrap: true, hideOnMobile: true },
      ]}
    />
  );
}

/** A monthly price as the console writes one, or a dash when the price list has none. */
export function priceText(money: (amount: number) => string, monthly: number | undefined, t: VolumeT): string {
  return monthly === undefined ? "—" : t("price.monthly", { price: money(monthly) });
}
