import { Link } from "react-router";
import { EmptyState, StatusBadge, Table, buttonClass, linkClass, type TableLinkProps } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { locationName } from "../../../shared/compute";
import { ResourceName } from "../../../shared/names";
import { useVolumes } from "./volumeQueries";
import { volumeMonthlyPrice, volumeName, type VolumeRow } from "./volumes";

function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

/** The link to the volume form, as the page's primary action or beside another one. */
export function createVolumeLink(variant: "primary" | "secondary" = "primary") {
  return (
    <Link className={buttonClass({ variant, size: "sm" })} to="/storage/create/volume">
      Create volume
    </Link>
  );
}

/** Where a volume is: the VM it is attached to (a link to it), or detached. */
export function VolumeAttachment({ row }: { row: VolumeRow }) {
  if (!row.vm) return <StatusBadge tone="neutral">Detached</StatusBadge>;
  return (
    <Link className={linkClass} to={`/compute/vm/${row.location}/${row.vm.uuid}`}>
      <ResourceName name={row.vm.name} />
    </Link>
  );
}

/** Every volume of the enabled locations with its size, location, attachment and monthly price. */
export function VolumeList() {
  const format = useFormat();
  const { volumes, locations, prices } = useVolumes();
  if (volumes.length === 0) {
    return <EmptyState title="No volumes yet" text="A volume is a disk you attach to a virtual machine; its data stays when you detach it." action={createVolumeLink()} />;
  }
  const price = (row: VolumeRow) => volumeMonthlyPrice(prices, row.disk.size_gb);
  return (
    <Table
      phoneCards
      caption="Volumes"
      captionHidden
      rows={volumes}
      rowKey={(row) => `${row.location}/${row.disk.uuid}`}
      rowHref={(row) => `/storage/volume/${row.location}/${row.disk.uuid}`}
      renderLink={routerLink}
      defaultSort={{ key: "name", direction: "ascending" }}
      columns={[
        { key: "name", header: "Name", cell: (row: VolumeRow) => <ResourceName name={volumeName(row.disk)} />, sortValue: (row) => volumeName(row.disk) },
        { key: "size", header: "Size", cell: (row) => `${row.disk.size_gb} GB`, sortValue: (row) => row.disk.size_gb, align: "end", nowrap: true, phone: "figure" },
        { key: "location", header: "Location", cell: (row) => locationName(locations, row.location), sortValue: (row) => locationName(locations, row.location), hideOnMobile: true },
        { key: "attached", header: "Attached to", cell: (row) => <VolumeAttachment row={row} />, sortValue: (row) => row.vm?.name ?? "", phone: "status" },
        { key: "price", header: "Price", cell: (row) => priceText(format.money, price(row)), sortValue: (row) => price(row) ?? 0, align: "end", nowrap: true, hideOnMobile: true },
      ]}
    />
  );
}

/** A monthly price as the console writes one, or a dash when the price list has none. */
export function priceText(money: (amount: number) => string, monthly: number | undefined): string {
  return monthly === undefined ? "—" : `${money(monthly)}/month`;
}
