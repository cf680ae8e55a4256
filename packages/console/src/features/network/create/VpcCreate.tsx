import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useCreateVpc } from "../mutations";
import type { VpcValues } from "../networkRules";
import { useNetworkResources } from "../queries";
import { vpcResolver } from "../resolvers";
import { LocationSelect, backToNetwork, startLocation } from "./shared";
import * as styles from "../network.css";

/** /network/create/vpc: a private network with a name, in a location; the API picks its subnets and VLAN. */
export function VpcCreate() {
  const { locations } = useNetworkResources();
  const navigate = useNavigate();
  const create = useCreateVpc();
  const form = useForm<VpcValues>({ resolver: vpcResolver, defaultValues: { name: "", location: startLocation(locations) } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: (network) => void navigate(`/network/vpc/${values.location}/${network.uuid}`) }));
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="vpc-create-title">
      <PageHeader className={styles.pageHeader} back={backToNetwork} title={<span id="vpc-create-title">New VPC network</span>} subtitle="A private network: its subnets and VLAN are chosen for you." />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <LocationSelect locations={locations} error={errors.location?.message} {...form.register("location")} />
        <Inline>
          <Button type="submit" variant="primary" loading={create.isPending}>
            Create VPC network
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
