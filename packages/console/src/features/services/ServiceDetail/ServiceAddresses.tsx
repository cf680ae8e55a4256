import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { servicesQueries } from "@cloudconsole/sdk/query";
import { Button, Card, Inline, Stack, Table, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useAddAddress, useRemoveAddress } from "../queries";
import { cidrProblem } from "./cidr";
import * as styles from "../services.css";

/** Who may connect: IPv4 addresses and CIDR ranges, checked as typed, added and removed one by one (location-scoped calls). */
export function ServiceAddresses({ uuid, location }: { uuid: string; location: string }) {
  const { data: addresses } = useSuspenseQuery(servicesQueries.whitelist(useApiClient(), location, uuid));
  const add = useAddAddress(uuid, location);
  const remove = useRemoveAddress(uuid, location);
  const [address, setAddress] = useState("");
  const problem = address === "" ? undefined : cidrProblem(address);
  return (
    <Card title="Allowed addresses" description="Only these addresses may connect to the service." stack>
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
        <TextField label="Address or CIDR" placeholder="10.123.8.0/24" autoComplete="off" value={address} onChange={(event) => setAddress(event.target.value)} error={problem} />
        <Inline>
          <Button type="submit" variant="secondary" loading={add.isPending} disabled={!address || problem !== undefined}>
            Add address
          </Button>
        </Inline>
      </Stack>
      <Table
        caption="Allowed addresses"
        captionHidden
        dense
        rows={addresses}
        rowKey={(row) => row}
        emptyText="No addresses yet: nobody can connect."
        columns={[{ key: "address", header: "Address", cell: (row) => <code className={styles.code}>{row}</code> }]}
        rowActions={(row) => (
          <Button size="sm" variant="ghost" loading={remove.isPending && remove.variables === row} onClick={() => remove.mutate(row)} aria-label={`Remove ${row}`}>
            Remove
          </Button>
        )}
      />
    </Card>
  );
}
