import { useMemo, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useLocation } from "react-router";
import { queryOptions, useQuery, useSuspenseQueries } from "@tanstack/react-query";
import type { MetalSpec } from "@cloudconsole/sdk";
import { configQueries, metalKeys, metalMutations } from "@cloudconsole/sdk/query";
import { Button, Heading, RadioGroup, Select, Spinner, Stack, TextField, type RadioOption } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useFormat } from "../../format";
import { monthlyPerUnit, priceIn } from "../../shared/pricing";
import { CreditPolicy } from "../../shared/billing";
import { useApiMutation } from "../../api/useApiMutation";
import { lazyResolver } from "../../forms/lazyResolver";
import { defaultCreateLocation, focusFirstError, useComputeLocations } from "../../shared/compute";
import { BillingAccountSelect, billingAccountQueries } from "../billing";
import { MetalCreationProgress } from "./MetalCreationProgress";
import type { MetalLeaseValues } from "./metalRules";
import { metalQueries } from "./queries";
import { loadRules } from "./resolvers";
import { metalMessages, type MetalT } from "./messages";
import { useT } from "../../i18n";
import * as styles from "./metal.css";
import { FailureNotice } from "../../screens/FailureNotice";

/** A machine type as a card: its title, its subtitle and description, and whether it is sold out. */
function specOption(spec: MetalSpec, t: MetalT): RadioOption {
  const lines = [spec.subtitle, spec.description, spec.is_available ? undefined : t("create.soldOut")].filter(Boolean);
  return {
    value: spec.uuid,
    label: spec.title,
    description: lines.length > 0 ? <Stack as="span" gap="xxs">{lines.map((line) => <span key={line}>{line}</span>)}</Stack> : undefined,
    disabled: !spec.is_available,
  };
}

/** Where no location takes new servers there are no machine types to ask for. */
const NO_LOCATION_SPECS = queryOptions({ queryKey: ["metal", "specs", "no location"], queryFn: (): MetalSpec[] => [], staleTime: Number.POSITIVE_INFINITY });

/** /metal/create: pick a machine type and an OS, name the server, lease it; then its progress, then its page. */
export function MetalCreateScreen() {
  const client = useApiClient();
  const t = useT(metalMessages);
  // Progress belongs to the history entry it started on: 'Create another' (a new entry) shows the form again.
  const { key: entryKey } = useLocation();
  const [created, setCreated] = useState<{ name: string; uuid: string; location: string; startedAt: number; entryKey: string }>();
  const locations = useComputeLocations();
  const firstLocation = defaultCreateLocation(locations)?.slug ?? "";
  // Every list is asked for at once, the first location's machine types too: cards arriving after the form would
  // push its fields down.
  const [{ data: billingAccounts }, { data: osList }] = useSuspenseQueries({
    queries: [billingAccountQueries.list(client), metalQueries.os(client), firstLocation ? metalQueries.specs(client, firstLocation) : NO_LOCATION_SPECS],
  });
  const billingAccountRequired = billingAccounts.length > 1;
  const resolver = useMemo(() => lazyResolver(async () => (await loadRules()).metalLeaseResolverFor(billingAccountRequired, t)), [billingAccountRequired, t]);
  const form = useForm<MetalLeaseValues>({
    resolver,
    defaultValues: {
      location: firstLocation,
      specUuid: "",
      osId: "",
      displayName: "",
      billingAccountId: String((billingAccounts.find((account) => account.is_default) ?? billingAccounts[0])?.id ?? ""),
    },
    // The machine types are cards without a ref of their own: focus goes to the first invalid field on the page.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [location, specUuid, billingAccountId] = useWatch({ control: form.control, name: ["location", "specUuid", "billingAccountId"] });
  const specs = useQuery({ ...metalQueries.specs(client, location), enabled: Boolean(location) });
  const visibleSpecs = specs.data?.filter((spec) => spec.is_visible) ?? [];
  const spec = visibleSpecs.find((candidate) => candidate.uuid === specUuid);
  const ready = new Set(spec?.ready_os_ids ?? []);
  const orderedOs = [...osList].sort((a, b) => Number(ready.has(b.id)) - Number(ready.has(a.id)));

  // Prices do not hold the form back.
  const price = priceIn(useQuery(configQueries.currentPrices(client)).data, "BARE_METAL_SERVER", location);
  const format = useFormat();

  const lease = useApiMutation({
    mutation: metalMutations.createLease,
    variables: (values: MetalLeaseValues) => ({
      location: values.location,
      body: {
        spec_uuid: values.specUuid,
        display_name: values.displayName.trim(),
        requested_os_id: values.osId,
        // The contract wants it; a token restricted to one account has exactly one to send.
        billing_account_id: Number(values.billingAccountId || billingAccounts[0]?.id),
      },
    }),
    failure: t("create.failed"),
    success: (created) => t("create.leasing", { name: created.display_name }),
    // A lease takes a machine: the location's machine types may sell out.
    onSuccess: (_created, values, queryClient) => queryClient.invalidateQueries({ queryKey: metalKeys.specs(values.location) }),
  });

  const errors = form.formState.errors;
  const submit = form.handleSubmit(
    (values) => lease.mutate(values, { onSuccess: (leased) => setCreated({ name: leased.display_name, uuid: leased.uuid, location: values.location, startedAt: Date.now(), entryKey }) }),
    (invalid) => focusFirstError(formRef.current, invalid),
  );
  if (created && created.entryKey === entryKey) return <MetalCreationProgress {...created} />;
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="metal-create-title">
      <Heading level={1} id="metal-create-title">
        {t("create.title")}
      </Heading>
      <Stack as="form" ref={formRef} gap="md" className={styles.form} noValidate onSubmit={submit}>
        {locations.length > 1 && (
          <Select label={t("create.location")} required error={errors.location?.message} {...form.register("location")}>
            {locations.map((candidate) => (
              <option key={candidate.slug} value={candidate.slug} disabled={Boolean(candidate.create_resource_disabled)}>
                {candidate.display_name}
              </option>
            ))}
          </Select>
        )}
        <Controller
          control={form.control}
          name="specUuid"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={t("create.machineType")}
              variant="cards"
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
              options={visibleSpecs.map((candidate) => specOption(candidate, t))}
            />
          )}
        />
        {specs.isPending && <Spinner label={t("create.loadingMachineTypes")} />}
        <Select label={t("create.os")} required error={errors.osId?.message} {...form.register("osId")}>
          <option value="">{t("create.chooseOs")}</option>
          {orderedOs.map((os) => (
            <option key={os.id} value={os.id}>
              {ready.has(os.id) ? t("create.osReady", { name: os.name }) : os.name}
            </option>
          ))}
        </Select>
        <TextField label={t("create.serverName")} required autoComplete="off" error={errors.displayName?.message} {...form.register("displayName")} />
        <BillingAccountSelect accounts={billingAccounts} required={billingAccountRequired} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        <CreditPolicy account={billingAccounts.find((account) => String(account.id) === billingAccountId) ?? billingAccounts[0]} />
        <div aria-live="polite">
          {price && (
            <>
              <p className={styles.price}>{t("create.pricePerMonth", { price: format.money(monthlyPerUnit(price)) })}</p>
              <p className={styles.priceSub}>{t("create.pricePerHour", { price: format.money(price.price_per_unit, { precise: true }) })}</p>
            </>
          )}
        </div>
        {lease.error && (
          <FailureNotice title={t("create.failedNotice")} error={lease.error} />
        )}
        <div>
          <Button type="submit" variant="primary" loading={lease.isPending}>
            {t("create.submit")}
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
