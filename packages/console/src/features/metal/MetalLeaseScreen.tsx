import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { MetalLease } from "@cloudconsole/sdk";
import { metalKeys, metalMutations } from "@cloudconsole/sdk/query";
import { Button, Card, ConfirmDialog, CopyButton, DescriptionList, Inline, linkClass, Notice, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { useFormat } from "../../format";
import { computeStyles, locationName, metalStatusDisplay, StatusBadge, useAllLeases, useComputeLocations } from "../../shared/compute";
import { billingAccountQueries } from "../billing";
import { METAL_FAILURE } from "./constants";
import { metalQueries } from "./queries";
import { leaseNameResolver } from "./resolvers";
import { plainName, ResourceName } from "../../shared/names";
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
  const format = useFormat();
  const locations = useComputeLocations();
  const accounts = useQuery(billingAccountQueries.list(client)).data;
  const specs = useQuery(metalQueries.specs(client, location)).data;
  const osList = useQuery(metalQueries.os(client)).data;
  const [showCredentials, setShowCredentials] = useState(false);
  const target = { location, uuid: lease.uuid };
  const rename = useApiMutation({
    mutation: metalMutations.updateLease,
    variables: (displayName: string) => ({ ...target, body: { display_name: displayName } }),
    failure: METAL_FAILURE.rename,
    success: "Server renamed",
  });
  const release = useApiMutation({
    mutation: metalMutations.releaseLease,
    variables: () => target,
    failure: METAL_FAILURE.release,
    success: "Server released",
    // The machine goes back to the pool, so the location's machine types may be available again.
    onSuccess: (_answer, _input, queryClient) => void queryClient.invalidateQueries({ queryKey: metalKeys.specs(location) }),
    // The page leaves for /compute at once: waiting for the list would show the lease gone first.
    refreshInBackground: true,
  });
  const form = useForm({ resolver: leaseNameResolver, defaultValues: { name: lease.display_name } });
  const machine = lease.machine;
  const osName = (id: string | null | undefined) => (id ? (osList?.find((os) => os.id === id)?.name ?? id) : "—");
  // The installed system, or the one being installed.
  const osType = osList?.find((os) => os.id === (lease.os_id ?? lease.requested_os_id))?.os_type?.name;
  const account = accounts?.find((candidate) => candidate.id === lease.billing_account_id);
  const rows: [string, ReactNode][] = [
    ["Location", locationName(locations, location)],
    ["Machine type", specs?.find((spec) => spec.uuid === lease.spec_uuid)?.title ?? lease.spec_uuid ?? "—"],
    ["Operating system", lease.os_id ? osName(lease.os_id) : `${osName(lease.requested_os_id)} (installing)`],
    ["OS type", osType ?? "—"],
    ["Machine", machine?.label ?? "Being assigned"],
    ["MAC addresses", machine?.mac_addresses?.join(", ") || "—"],
    ["Public IPv4", machine?.public_ipv4 ?? "—"],
    ["Public IPv6", machine?.public_ipv6 ?? "—"],
    ["Billing account", account?.title ?? `#${lease.billing_account_id}`],
    ["Leased", format.dateTime(lease.created_at)],
  ];
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-label={plainName(lease.display_name)}>
      <PageHeader
        className={computeStyles.pageHeader}
        title={<ResourceName name={lease.display_name} />}
        badge={<StatusBadge {...metalStatusDisplay(lease.status)} />}
        subtitle={`Bare metal server · ${lease.uuid}`}
        back={
          <Link className={linkClass} to="/compute">
            ← Compute
          </Link>
        }
      />
      <div className={computeStyles.cardGrid}>
        <Card title="Machine" stack>
          <DescriptionList items={rows.map(([term, description]) => ({ term, description }))} />
        </Card>
        <Card title="SSH credentials" stack>
          {!machine?.ssh_credentials ? (
            <p className={computeStyles.muted}>Credentials appear here once the server is ready.</p>
          ) : showCredentials ? (
            <Inline className={computeStyles.mono}>
              <code>{machine.ssh_credentials}</code>
              <CopyButton text={machine.ssh_credentials} aria-label="Copy SSH credentials" size="sm" />
              <Button variant="ghost" size="sm" onClick={() => setShowCredentials(false)}>
                Hide
              </Button>
            </Inline>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setShowCredentials(true)}>
                Show SSH credentials
              </Button>
            </div>
          )}
        </Card>
        <Card title="Name" stack>
          <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit(({ name }) => rename.mutate(name.trim()))}>
            <TextField fieldClassName={computeStyles.growField} label="Server name" required error={form.formState.errors.name?.message} {...form.register("name")} />
            <Button type="submit" variant="secondary" loading={rename.isPending}>
              Rename
            </Button>
          </Inline>
        </Card>
        <Card title="Release" stack>
          <p className={computeStyles.muted}>The machine is wiped and returned; billing stops.</p>
          <ConfirmDialog
            title={`Release ${plainName(lease.display_name)}?`}
            description="The machine is wiped and goes back to the pool. This cannot be undone."
            confirmLabel="Release server"
            confirmationText={lease.display_name}
            error={release.error?.message}
            onConfirm={async () => {
              await release.mutateAsync();
              await navigate("/compute");
            }}
            trigger={<Button variant="danger">Release server</Button>}
          />
        </Card>
      </div>
    </Stack>
  );
}
