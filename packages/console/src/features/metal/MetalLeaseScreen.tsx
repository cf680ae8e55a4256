import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { MetalLease } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, CopyButton, DescriptionList, linkClass, Notice, PageHeader, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { REQUIRED_MESSAGE } from "../../forms/messages";
import { StatusBadge } from "../compute/StatusBadge";
import { METAL_FAILURE } from "../compute/constants";
import { locationName } from "../compute/locations";
import { useComputeLocations } from "../compute/queries";
import { useBillingAccountTitles } from "../compute/VmList";
import * as detailStyles from "../compute/VmDetail/VmDetail.css";
import { METAL_STATUS_DISPLAY } from "./metalStatus";
import { metalQueries, useAllLeases, useMetalAction } from "./queries";
import * as styles from "./metal.css";

/** /metal/lease/{uuid}: the route names no location, so the lease is found among every location's leases. */
export function MetalLeaseScreen() {
  const { uuid = "" } = useParams();
  const found = useAllLeases().find((candidate) => candidate.lease.uuid === uuid);
  // Released leases leave the list; say so rather than fail.
  if (!found) {
    return (
      <Notice tone="primary" title="No such bare metal server">
        It may have been released. <Link className={linkClass} to="/compute">See all servers</Link>
      </Notice>
    );
  }
  return <MetalLeaseDetail lease={found.lease} location={found.location} />;
}

/** A lease: status, machine, addresses, SSH credentials on demand, rename and release. */
export function MetalLeaseDetail({ lease, location }: { lease: MetalLease; location: string }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const locations = useComputeLocations();
  const accounts = useBillingAccountTitles();
  const specs = useQuery(metalQueries.specs(client, location)).data;
  const osList = useQuery(metalQueries.os(client)).data;
  const [showCredentials, setShowCredentials] = useState(false);
  const status = METAL_STATUS_DISPLAY[lease.status];
  const rename = useMetalAction({
    location,
    failure: METAL_FAILURE.rename,
    success: "Server renamed",
    call: (api, displayName: string) => api.PATCH("/{location}/metal/leases/{uuid}", { params: { path: { location, uuid: lease.uuid } }, body: { display_name: displayName } }),
  });
  const release = useMetalAction({
    location,
    failure: METAL_FAILURE.release,
    success: "Server released",
    call: (api) => api.DELETE("/{location}/metal/leases/{uuid}", { params: { path: { location, uuid: lease.uuid } } }),
  });
  const form = useForm({ resolver: zodResolver(z.object({ name: z.string().trim().min(1, REQUIRED_MESSAGE) })), defaultValues: { name: lease.display_name } });
  const machine = lease.machine;
  const osName = (id: string | null | undefined) => (id ? (osList?.find((os) => os.id === id)?.name ?? id) : "—");
  const account = accounts?.find((candidate) => candidate.id === lease.billing_account_id);
  const rows: [string, React.ReactNode][] = [
    ["Location", locationName(locations, location)],
    ["Machine type", specs?.find((spec) => spec.uuid === lease.spec_uuid)?.title ?? lease.spec_uuid ?? "—"],
    ["Operating system", lease.os_id ? osName(lease.os_id) : `${osName(lease.requested_os_id)} (installing)`],
    ["Machine", machine?.label ?? "Being assigned"],
    ["MAC addresses", machine?.mac_addresses?.join(", ") || "—"],
    ["Public IPv4", machine?.public_ipv4 ?? "—"],
    ["Public IPv6", machine?.public_ipv6 ?? "—"],
    ["Billing account", account?.title ?? `#${lease.billing_account_id}`],
    ["Leased", lease.created_at ?? "—"],
  ];
  return (
    <section className={detailStyles.screen} aria-label={lease.display_name}>
      <PageHeader
        className={detailStyles.pageHeader}
        title={lease.display_name}
        badge={<StatusBadge label={status.label} tone={status.tone} />}
        subtitle={`Bare metal server · ${lease.uuid}`}
        back={
          <Link className={linkClass} to="/compute">
            ← Compute
          </Link>
        }
      />
      <div className={detailStyles.grid}>
        <Card as="section" stack aria-labelledby="machine-title">
          <h2 id="machine-title" className={detailStyles.cardTitle}>
            Machine
          </h2>
          <DescriptionList items={rows.map(([term, description]) => ({ term, description }))} />
        </Card>
        <Card as="section" stack aria-labelledby="ssh-title">
          <h2 id="ssh-title" className={detailStyles.cardTitle}>
            SSH credentials
          </h2>
          {!machine?.ssh_credentials ? (
            <p className={detailStyles.cardText}>Credentials appear here once the server is ready.</p>
          ) : showCredentials ? (
            <div className={styles.credentials}>
              <code>{machine.ssh_credentials}</code>
              <CopyButton text={machine.ssh_credentials} aria-label="Copy SSH credentials" size="sm" />
              <Button variant="ghost" size="sm" onClick={() => setShowCredentials(false)}>
                Hide
              </Button>
            </div>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setShowCredentials(true)}>
                Show SSH credentials
              </Button>
            </div>
          )}
        </Card>
        <Card as="section" stack aria-labelledby="lease-name-title">
          <h2 id="lease-name-title" className={detailStyles.cardTitle}>
            Name
          </h2>
          <form className={detailStyles.inlineForm} noValidate onSubmit={form.handleSubmit(({ name }) => rename.mutate(name.trim()))}>
            <TextField fieldClassName={detailStyles.inlineField} label="Server name" required error={form.formState.errors.name?.message} {...form.register("name")} />
            <Button type="submit" variant="secondary" loading={rename.isPending}>
              Rename
            </Button>
          </form>
        </Card>
        <Card as="section" stack aria-labelledby="release-title">
          <h2 id="release-title" className={detailStyles.cardTitle}>
            Release
          </h2>
          <p className={detailStyles.cardText}>The machine is wiped and returned; billing stops.</p>
          <ConfirmDialog
            title={`Release ${lease.display_name}?`}
            description="The machine is wiped and goes back to the pool. This cannot be undone."
            confirmLabel="Release server"
            confirmationText={lease.display_name}
            error={release.error?.message}
            onConfirm={async () => {
              await release.mutateAsync(undefined);
              await navigate("/compute");
            }}
            trigger={<Button variant="danger">Release server</Button>}
          />
        </Card>
      </div>
    </section>
  );
}
