import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { servicesQueries } from "@cloudconsole/sdk/query";
import { Button, Card, Inline, Stack, Table, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useT } from "../../../i18n";
import { useAddAddress, useRemoveAddress } from "../queries";
import { cidrProblem } from "./cidr";
import { serviceDetailMessages } from "./messages";
import * as styles from "../services.css";

/** Who may connect: IPv4 addresses and CIDR ranges, checked as typed, added and removed one by one (location-scoped calls). */
export function ServiceAddresses({ uuid, location }: { uuid: string; location: string }) {
  const { data: addresses } = useSuspenseQuery(servicesQueries.whitelist(useApiClient(), location, uuid));
  const add = useAddAddress(uuid, location);
  const remove = useRemoveAddress(uuid, location);
  const [address, setAddress] = useState("");
  const t = useT(serviceDetailMessages);
  const problem = address === "" ? undefined : cidrProblem(address, t);
  return (
    <Card title={t("addresses.title")} description={t("addresses.description")} stack>
      <Stack
        as="form"
        gap="sm"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (address && !problem) add.mutate(address.trim(), { onSuccess: () => setAddress("") });
        }}
      >
        <TextField label={t("addresses.field")} placeholder="10.123.8.0/24" autoComplete="off" value={address} onChange={(event) => setAddress(event.target.value)} error={problem} />
        <Inline>
          <Button type="submit" variant="secondary" loading={add.isPending} disabled={!address || problem !== undefined}>
            {t("addresses.add")}
          </Button>
        </Inline>
      </Stack>
      <Table
        caption={t("addresses.title")}
        captionHidden
        dense
        rows={addresses}
        rowKey={(row) => row}
        emptyText={t("addresses.empty")}
        columns={[{ key: "address", header: t("addresses.address"), cell: (row) => <code className={styles.code}>{row}</code> }]}
        rowActions={(row) => (
          <Button size="sm" variant="ghost" loading={remove.isPending && remove.variables === row} onClick={() => remove.mutate(row)} aria-label={t("addresses.removeLabel", { address: row })}>
            {t("addresses.remove")}
          </Button>
        )}
      />
    </Card>
  );
}
