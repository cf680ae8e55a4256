import { useMemo, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { MetalLease } from "@cloudconsole/sdk";
import { metalKeys, metalMutations } from "@cloudconsole/sdk/query";
import { Button, Card, ConfirmDialog, CopyButton, DescriptionList, Inline, linkClass, Notice, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { useFormat } from "../../format";
import { computeStyles, locationName, StatusBadge, useAllLeases, useComputeLocations } from "../../shared/compute";
import { leaseStatusDisplay } from "./leaseStatus";
import { billingAccountQueries } from "../billing";
import { metalQueries } from "./queries";
import { leaseNameResolverFor } from "./resolvers";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./metal.css";
import { metalMessages } from "./messages";
import { useT } from "../../i18n";

/** /metal/lease/{uuid}: the route names no location, so the lease is found among every location's leases. */
export function MetalLeaseScreen() {
  const { uuid = "" } = useParams();
  const t = useT(metalMessages);
  const found = useAllLeases().find((candidate) => candidate.lease.uuid === uuid);
  // Released leases leave the list; say so rather than fail.
  if (!found) {
    return (
      <Notice tone="primary" title={t("lease.missingTitle")}>
        {t("lease.missingText")}{" "}
        <Link className={linkClass} to="/compute">
          {t("lease.seeAll")}
        </Link>
      </Notice>
    );
  }
  return <MetalLeaseDetail lease={found.lease} location={found.location} />;
}

/** A lease: status, machine, addresses, SSH credentials on demand, rename and release. */
export function MetalLeaseDetail({ lease, location }: { lease: MetalLease; location: string }) {
  const client = useApiClient();
  const t = useT(metalMessages);
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
    failure: t("lease.renameFailed"),
    success: t("lease.renamed"),
  });
  const release = useApiMutation({
    mutation: metalMutations.releaseLease,
    variables: () => target,
    failure: t("lease.releaseFailed"),
    success: t("lease.released"),
    // The machine goes back to the pool, so the location's machine types may be available again.
    onSuccess: (_answer, _input, queryClient) => void queryClient.invalidateQueries({ queryKey: metalKeys.specs(location) }),
    // The page leaves for /compute at once: waiting for the list would show the lease gone first.
    refreshInBackground: true,
  });
  const nameResolver = useMemo(() => leaseNameResolverFor(t), [t]);
  const form = useForm({ resolver: nameResolver, defaultValues: { name: lease.display_name } });
  const machine = lease.machine;
  const osName = (id: string | null | undefined) => (id ? (osList?.find((os) => os.id === id)?.name ?? id) : "—");
  // The installed system, or the one being installed.
  const osType = osList?.find((os) => os.id === (lease.os_id ?? lease.requested_os_id))?.os_type?.name;
  const account = accounts?.find((candidate) => candidate.id === lease.billing_account_id);
  const rows: [string, ReactNode][] = [
    [t("lease.location"), locationName(locations, location)],
    [t("lease.machineType"), specs?.find((spec) => spec.uuid === lease.spec_uuid)?.title ?? lease.spec_uuid ?? "—"],
    [t("lease.os"), lease.os_id ? osName(lease.os_id) : t("lease.osInstalling", { name: osName(lease.requested_os_id) })],
    [t("lease.osType"), osType ?? "—"],
    [t("lease.machine"), machine?.label ?? t("lease.beingAssigned")],
    [t("lease.macAddresses"), machine?.mac_addresses?.join(", ") || "—"],
    [t("lease.publicIpv4"), machine?.public_ipv4 ?? "—"],
    [t("lease.publicIpv6"), machine?.public_ipv6 ?? "—"],
    [t("lease.billingAccount"), account?.title ?? `#${lease.billing_account_id}`],
    [t("lease.leased"), format.dateTime(lease.created_at)],
  ];
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-label={plainName(lease.display_name)}>
      <PageHeader
        className={computeStyles.pageHeader}
        title={<ResourceName name={lease.display_name} />}
        badge={<StatusBadge {...leaseStatusDisplay(t, lease.status)} />}
        subtitle={t("lease.subtitle", { uuid: lease.uuid })}
        back={
          <Link className={linkClass} to="/compute">
            {t("lease.back")}
          </Link>
        }
      />
      <div className={computeStyles.cardGrid}>
        <Card title={t("lease.machine")} stack>
          <DescriptionList items={rows.map(([term, description]) => ({ term, description }))} />
        </Card>
        <Card title={t("lease.credentials")} stack>
          {!machine?.ssh_credentials ? (
            <p className={computeStyles.muted}>{t("lease.credentialsLater")}</p>
          ) : showCredentials ? (
            <Inline className={computeStyles.mono}>
              <code>{machine.ssh_credentials}</code>
              <CopyButton text={machine.ssh_credentials} aria-label={t("lease.copyCredentials")} size="sm" />
              <Button variant="ghost" size="sm" onClick={() => setShowCredentials(false)}>
                {t("lease.hide")}
              </Button>
            </Inline>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setShowCredentials(true)}>
                {t("lease.showCredentials")}
              </Button>
            </div>
          )}
        </Card>
        <Card title={t("lease.name")} stack>
          <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit(({ name }) => rename.mutate(name.trim()))}>
            <TextField fieldClassName={computeStyles.growField} label={t("lease.serverName")} required error={form.formState.errors.name?.message} {...form.register("name")} />
            <Button type="submit" variant="secondary" loading={rename.isPending}>
              {t("lease.rename")}
            </Button>
          </Inline>
        </Card>
        <Card title={t("lease.release")} stack>
          <p className={computeStyles.muted}>{t("lease.releaseExplained")}</p>
          <ConfirmDialog
            title={t("lease.releaseTitle", { name: plainName(lease.display_name) })}
            description={t("lease.releaseDescription")}
            confirmLabel={t("lease.releaseServer")}
            confirmationText={lease.display_name}
            error={release.error?.message}
            onConfirm={async () => {
              await release.mutateAsync();
              await navigate("/compute");
            }}
            trigger={<Button variant="danger">{t("lease.releaseServer")}</Button>}
          />
        </Card>
      </div>
    </Stack>
  );
}
