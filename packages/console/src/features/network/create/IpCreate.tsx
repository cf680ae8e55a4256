import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { z } from "zod";
import { Button, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { BillingAccountSelect } from "../../billing";
import { FLOATING_IP } from "../constants";
import { useReserveIp } from "../mutations";
import { monthlyPrice, useNetworkResources } from "../queries";
import { LocationSelect, requiredChoice, startLocation, backToNetwork } from "./shared";
import * as styles from "../network.css";

const ipSchema = z.object({ location: requiredChoice, billingAccountId: requiredChoice, name: z.string().trim() });
type IpValues = z.infer<typeof ipSchema>;

/** /network/create/ip_address: reserves a Floating IP in a location, on a billing account, with an optional name. */
export function IpCreate() {
  const { locations, accounts, prices } = useNetworkResources();
  const format = useFormat();
  const navigate = useNavigate();
  const reserve = useReserveIp();
  const form = useForm<IpValues>({
    resolver: zodResolver(ipSchema),
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
      <PageHeader className={styles.pageHeader} back={backToNetwork} title={<span id="ip-create-title">Reserve a {FLOATING_IP}</span>} subtitle="A public IPv4 address you keep until you delete it, and can point at a VM, a load balancer or a service." />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <LocationSelect locations={locations} error={errors.location?.message} {...form.register("location")} />
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        <TextField label="Name" description="Optional: how you tell this address apart." autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        {unassigned !== undefined && (
          <p className={styles.muted} aria-live="polite">
            Price: {format.money(unassigned)}/month while unassigned{assigned === undefined ? "" : `, ${format.money(assigned)}/month while assigned`}.
          </p>
        )}
        <Inline>
          <Button type="submit" variant="primary" loading={reserve.isPending}>
            Reserve {FLOATING_IP}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
