import { Suspense } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Link, NavLink } from "react-router";
import { Heading, Inline, Spinner, Stack, buttonClass } from "@cloudconsole/ui";
import { locationName } from "../../shared/compute";
import { FLOATING_IP } from "./constants";
import { ipName, lbName, useNetworkResources } from "./queries";
import * as styles from "./network.css";

/** The Network category's sidebar: every Floating IP, VPC network and load balancer as a link, and the create links. */
export function NetworkSidebar() {
  return (
    <aside className={styles.sidebarFrame} aria-labelledby="network-sidebar-title">
      <Stack gap="sm">
        <Heading level={2} id="network-sidebar-title">
          Network
        </Heading>
        <ErrorBoundary fallback={<p className={styles.muted}>Could not load the network lists.</p>}>
          <Suspense fallback={<Spinner label="Loading network" />}>
            <SidebarLists />
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </aside>
  );
}

function SidebarLists() {
  const { kinds, ips, networks, loadBalancers, locations } = useNetworkResources();
  // Every location has a "Default network": with several locations, each entry says where it is.
  const where = (location: string) => (locations.length > 1 ? ` · ${locationName(locations, location)}` : "");
  return (
    <>
      <Inline gap="xs">
        {kinds.ips && (
          <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/network/create/ip_address">
            Reserve {FLOATING_IP}
          </Link>
        )}
        {kinds.vpcs && (
          <Link className={buttonClass({ variant: "secondary", size: "sm" })} to="/network/create/vpc">
            Create VPC network
          </Link>
        )}
        {kinds.loadBalancers && (
          <Link className={buttonClass({ variant: "secondary", size: "sm" })} to="/network/create/load_balancer">
            Create load balancer
          </Link>
        )}
      </Inline>
      {kinds.ips && (
        <SidebarList
          title={`${FLOATING_IP}s`}
          empty={`No ${FLOATING_IP}s yet.`}
          items={ips.map((row) => ({ key: `${row.location}/${row.item.address}`, to: `/network/ip_address/${row.location}/${row.item.uuid ?? ""}`, name: `${ipName(row.item)}${where(row.location)}` }))}
        />
      )}
      {kinds.vpcs && (
        <SidebarList
          title="VPC networks"
          empty="No VPC networks yet."
          items={networks.map((row) => ({ key: `${row.location}/${row.item.uuid}`, to: `/network/vpc/${row.location}/${row.item.uuid}`, name: `${row.item.name}${where(row.location)}` }))}
        />
      )}
      {kinds.loadBalancers && (
        <SidebarList
          title="Load balancers"
          empty="No load balancers yet."
          items={loadBalancers.map((row) => ({ key: `${row.location}/${row.item.uuid}`, to: `/network/load_balancer/${row.location}/${row.item.uuid}`, name: `${lbName(row.item)}${where(row.location)}` }))}
        />
      )}
    </>
  );
}

function SidebarList({ title, empty, items }: { title: string; empty: string; items: { key: string; to: string; name: string }[] }) {
  const id = `network-sidebar-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.sidebarTitle}>
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <Stack as="ul" gap="none">
          {items.map((item) => (
            <li key={item.key}>
              <NavLink className={styles.sidebarLink} to={item.to}>
                {item.name}
              </NavLink>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
