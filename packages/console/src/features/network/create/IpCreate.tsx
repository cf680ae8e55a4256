import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { BillingAccountSelect } from "../../billing";
import { useT } from "../../../i18n";
import { BackToNetwork } from "../BackToNetwork";
import { useFieldError } from "../messages";
import { useReserveIp } from "../mutations/ip";
import type { IpValues } from "../networkRules";
import { monthlyPrice, useNetworkResources } from "../queries";
import { ipResolver } from "../resolvers";
import { networkCreateMessages } from "./messages";
import { LocationSelect, startLocation } from "./shared";
import * as styles from "../network.css";

/** /network/create/ip_address: reserves a Floating IP in a location, on a billing account, with an optional name. */
export function IpCreate() {
  const { locations, accounts, prices } = useNetworkResources();
  const t = useT(networkCreateMessages);
  const fieldError = useFieldError();
  const format = useFormat();
  const navigate = useNavigate();
  const reserve = useReserveIp();
  const form = useForm<IpValues>({
    resolver: ipResolver,
    defaultValues: { location: startLocation(locations), billingAccountId: String((accounts.find((account) => account.is_default) ?? accounts[0])?.id ?? ""), name: "" },
  });
  const errors = form.formState.errors;
  const location = useWatch({ control: form.control, name: "location" });
  const unassigned = monthlyPrice(prices, "UNASSIGNED_FLOATING_IP", location);
  const assigned = monthlyPrice(prices, "ASSIGNED_FLOATING_IP", location);
  const submit = form.handleSubmit((values) =>
    reserve.mutate(
      { location: values.location, billingAccountId: Number(values.billingAccountId), name: values.name },
      { onSuccess: (ip) => void navigate(ip.uuid ? `/network/ip_address/${values.location}/${ip.uuid}` : "/network") },
    ),
  );
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="ip-create-title">
      <PageHeader className={styles.pageHeader} back={<BackToNetwork />} title={<span id="ip-create-title">{t("ip.title")}</span>} subtitle={t("ip.subtitle")} />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <LocationSelect locations={locations} error={fieldError(errors.location?.message)} {...form.register("location")} />
        <BillingAccountSelect accounts={accounts} error={fieldError(errors.billingAccountId?.message)} {...form.register("billingAccountId")} />
        <TextField label={t("field.name")} description={t("ip.nameHint")} autoComplete="off" error={fieldError(errors.name?.message)} {...form.register("name")} />
        {unassigned !== undefined && (
          <p className={styles.muted} aria-live="polite">
            {assigned === undefined ? t("ip.price", { unassigned: format.money(unassigned) }) : t("ip.prices", { unassigned: format.money(unassigned), assigned: format.money(assigned) })}
          </p>
        )}
        <Inline>
          <Button type="submit" variant="primary" loading={reserve.isPending}>
            {t("ips.create")}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
