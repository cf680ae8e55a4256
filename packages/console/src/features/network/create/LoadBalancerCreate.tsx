import { useEffect } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Card, Checkbox, Inline, Notice, PageHeader, Select, Stack, TextField } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { BillingAccountSelect } from "../../billing";
import { useT } from "../../../i18n";
import { BackToNetwork } from "../BackToNetwork";
import { useFieldError } from "../messages";
import { useCreateLoadBalancer } from "../mutations/loadBalancer";
import type { LbValues } from "../networkRules";
import { monthlyPrice, useNetworkResources } from "../queries";
import { lbResolver } from "../resolvers";
import { emptyRule, ruleInput } from "../forwardingRule";
import { RuleFields } from "../RuleFields";
import { networkCreateMessages } from "./messages";
import { LocationSelect, startLocation } from "./shared";
import * as styles from "../network.css";

/** /network/create/load_balancer: name, billing account, network, TCP forwarding rules, target VMs of that network, a public IP, and the price. */
export function LoadBalancerCreate() {
  const { locations, accounts, networks, vms, prices } = useNetworkResources();
  const t = useT(networkCreateMessages);
  const fieldError = useFieldError();
  const format = useFormat();
  const navigate = useNavigate();
  const create = useCreateLoadBalancer();
  const firstLocation = startLocation(locations);
  const defaultNetwork = (location: string) => networks.find((row) => row.location === location && row.item.is_default)?.item.uuid ?? networks.find((row) => row.location === location)?.item.uuid ?? "";
  const form = useForm<LbValues>({
    resolver: lbResolver,
    defaultValues: {
      name: "",
      location: firstLocation,
      billingAccountId: String((accounts.find((account) => account.is_default) ?? accounts[0])?.id ?? ""),
      networkUuid: defaultNetwork(firstLocation),
      rules: [emptyRule],
      targets: [],
      reservePublicIp: true,
    },
  });
  const rules = useFieldArray({ control: form.control, name: "rules" });
  const errors = form.formState.errors;
  const [location, networkUuid, reservePublicIp] = useWatch({ control: form.control, name: ["location", "networkUuid", "reservePublicIp"] });
  const locationNetworks = networks.filter((row) => row.location === location);
  const network = locationNetworks.find((row) => row.item.uuid === networkUuid)?.item;
  // Targets must be in the load balancer's network: only its VMs are offered.
  const candidates = vms.filter((row) => row.location === location && network?.vm_uuids?.includes(row.item.uuid));

  const { setValue } = form;
  useEffect(() => {
    if (!locationNetworks.some((row) => row.item.uuid === networkUuid)) setValue("networkUuid", defaultNetwork(location));
  });
  useEffect(() => setValue("targets", []), [networkUuid, setValue]);

  const lbPrice = monthlyPrice(prices, "LOAD_BALANCER", location);
  const ipPrice = reservePublicIp ? monthlyPrice(prices, "ASSIGNED_FLOATING_IP", location) : 0;
  const total = lbPrice === undefined || ipPrice === undefined ? undefined : lbPrice + ipPrice;

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { location: values.location, name: values.name, billingAccountId: Number(values.billingAccountId), networkUuid: values.networkUuid, rules: values.rules.map(ruleInput), targets: values.targets, reservePublicIp: values.reservePublicIp },
      { onSuccess: (lb) => void navigate(`/network/load_balancer/${values.location}/${lb.uuid}`) },
    ),
  );
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="lb-create-title">
      <PageHeader className={styles.pageHeader} back={<BackToNetwork />} title={<span id="lb-create-title">{t("lb.title")}</span>} subtitle={t("lb.subtitle")} />
      <Stack as="form" gap="lg" className={styles.form} noValidate onSubmit={submit}>
        <Card title={t("lb.card")} stack>
          <TextField label={t("field.name")} required autoComplete="off" error={fieldError(errors.name?.message)} {...form.register("name")} />
          <LocationSelect locations={locations} error={fieldError(errors.location?.message)} {...form.register("location")} />
          <BillingAccountSelect accounts={accounts} error={fieldError(errors.billingAccountId?.message)} {...form.register("billingAccountId")} />
          <Select label={t("field.network")} required placeholder={t("lb.chooseNetwork")} error={fieldError(errors.networkUuid?.message)} {...form.register("networkUuid")}>
            {locationNetworks.map((row) => (
              <option key={row.item.uuid} value={row.item.uuid}>
                {row.item.is_default ? t("lb.defaultNetwork", { name: row.item.name }) : row.item.name}
              </option>
            ))}
          </Select>
        </Card>
        <Card title={t("lbRules.title")} description={t("lb.rulesHint")} stack>
          {rules.fields.map((field, index) => (
            <Stack key={field.id} gap="xs">
              <RuleFields number={index + 1} register={(name) => form.register(`rules.${index}.${name}`)} errors={errors.rules?.[index]} />
              {rules.fields.length > 1 && (
                <Inline>
                  <Button variant="ghost" size="sm" onClick={() => rules.remove(index)}>
                    {t("rule.remove", { number: index + 1 })}
                  </Button>
                </Inline>
              )}
            </Stack>
          ))}
          {errors.rules?.root?.message && <Notice tone="error">{fieldError(errors.rules.root.message)}</Notice>}
          <Inline>
            <Button variant="secondary" size="sm" onClick={() => rules.append(emptyRule)}>
              {t("lb.addRule")}
            </Button>
          </Inline>
        </Card>
        <Card title={t("field.targets")} description={t("lb.targetsHint")} stack>
          {candidates.length === 0 ? (
            <p className={styles.muted}>{t("lb.noTargets")}</p>
          ) : (
            candidates.map((row) => <Checkbox key={row.item.uuid} label={row.item.name} description={row.item.private_ipv4} value={row.item.uuid} {...form.register("targets")} />)
          )}
        </Card>
        <Checkbox label={t("lb.publicIp")} description={t("lb.publicIpHint")} {...form.register("reservePublicIp")} />
        {total !== undefined && (
          <p className={styles.muted} aria-live="polite">
            {reservePublicIp ? t("lb.priceWithIp", { price: format.money(total) }) : t("lb.price", { price: format.money(total) })}
          </p>
        )}
        <Inline>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t("lbs.create")}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
