import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { BackToNetwork } from "../BackToNetwork";
import { useFieldError } from "../messages";
import { useCreateVpc } from "../mutations/vpc";
import type { VpcValues } from "../networkRules";
import { useNetworkResources } from "../queries";
import { vpcResolver } from "../resolvers";
import { networkCreateMessages } from "./messages";
import { LocationSelect, startLocation } from "./shared";
import * as styles from "../network.css";

/** /network/create/vpc: a private network with a name, in a location; the API picks its subnets and VLAN. */
export function VpcCreate() {
  const t = useT(networkCreateMessages);
  const fieldError = useFieldError();
  const { locations } = useNetworkResources();
  const navigate = useNavigate();
  const create = useCreateVpc();
  const form = useForm<VpcValues>({ resolver: vpcResolver, defaultValues: { name: "", location: startLocation(locations) } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: (network) => void navigate(`/network/vpc/${values.location}/${network.uuid}`) }));
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="vpc-create-title">
      <PageHeader className={styles.pageHeader} back={<BackToNetwork />} title={<span id="vpc-create-title">{t("vpc.title")}</span>} subtitle={t("vpc.subtitle")} />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField label={t("field.name")} required autoComplete="off" error={fieldError(errors.name?.message)} {...form.register("name")} />
        <LocationSelect locations={locations} error={fieldError(errors.location?.message)} {...form.register("location")} />
        <Inline>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t("vpcs.create")}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
