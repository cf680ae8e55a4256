import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { useQuery, useQueryClient, useSuspenseQuery, useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, isMetalOsId } from "@cloudconsole/sdk";
import { Button, Heading, Notice, Select, Spinner, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { REQUIRED_MESSAGE } from "../../forms/messages";
import { showErrorToast, showSuccessToast } from "../../toasts/toasts";
import { metalKeys } from "@cloudconsole/sdk/query";
import { METAL_FAILURE } from "../compute/constants";
import { defaultCreateLocation } from "../compute/locations";
import { computeCatalogQueries, useComputeLocations } from "../compute/queries";
import { metalQueries } from "./queries";
import * as styles from "./metal.css";
import { BillingAccountSelect } from "../billing/BillingAccountSelect";

/** The lease form's rules (spec §5: metal OS ids are a lowercase letter, then lowercase letters, digits, _ or -). */
export function metalLeaseSchema(billingAccountRequired: boolean) {
  return z.object({
    location: z.string().min(1, REQUIRED_MESSAGE),
    specUuid: z.string().min(1, REQUIRED_MESSAGE),
    osId: z.string().min(1, REQUIRED_MESSAGE).refine(isMetalOsId, "Not a valid operating system id"),
    displayName: z.string().trim().min(1, REQUIRED_MESSAGE),
    billingAccountId: billingAccountRequired ? z.string().min(1, REQUIRED_MESSAGE) : z.string(),
  });
}

type MetalLeaseValues = z.infer<ReturnType<typeof metalLeaseSchema>>;

/** /metal/create: pick a machine type and an OS, name the server, lease it. */
export function MetalCreateScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locations = useComputeLocations();
  const billingAccounts = useSuspenseQuery(computeCatalogQueries.billingAccounts(client)).data;
  const osList = useSuspenseQuery(metalQueries.os(client)).data;
  const billingAccountRequired = billingAccounts.length > 1;
  const form = useForm<MetalLeaseValues>({
    resolver: zodResolver(metalLeaseSchema(billingAccountRequired)),
    defaultValues: {
      location: defaultCreateLocation(locations)?.slug ?? "",
      specUuid: "",
      osId: "",
      displayName: "",
      billingAccountId: String((billingAccounts.find((account) => account.is_default) ?? billingAccounts[0])?.id ?? ""),
    },
  });
  const [location, specUuid] = useWatch({ control: form.control, name: ["location", "specUuid"] });
  const specs = useQuery({ ...metalQueries.specs(client, location), enabled: Boolean(location) });
  const visibleSpecs = specs.data?.filter((spec) => spec.is_visible) ?? [];
  const spec = visibleSpecs.find((candidate) => candidate.uuid === specUuid);
  const ready = new Set(spec?.ready_os_ids ?? []);
  const orderedOs = [...osList].sort((a, b) => Number(ready.has(b.id)) - Number(ready.has(a.id)));

  const lease = useMutation({
    mutationFn: (values: MetalLeaseValues) =>
      client.POST("/{location}/metal/leases", {
        params: { path: { location: values.location } },
        body: {
          spec_uuid: values.specUuid,
          display_name: values.displayName.trim(),
          requested_os_id: values.osId,
          // The contract wants it; a token restricted to one account has exactly one to send.
          billing_account_id: Number(values.billingAccountId || billingAccounts[0]?.id),
        },
      }),
    onSuccess: async (created, values) => {
      showSuccessToast(`Leasing ${created.display_name}`);
      await Promise.all([queryClient.invalidateQueries({ queryKey: metalKeys.leases(values.location) }), queryClient.invalidateQueries({ queryKey: metalKeys.specs(values.location) })]);
      await navigate(`/metal/lease/${created.uuid}`);
    },
    onError: (error) => showErrorToast(error, { title: METAL_FAILURE.create }),
  });

  const errors = form.formState.errors;
  return (
    <section className={styles.screen} aria-labelledby="metal-create-title">
      <Heading level={1} id="metal-create-title">
        Lease a bare metal server
      </Heading>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => lease.mutate(values))}>
        {locations.length > 1 && (
          <Select label="Location" required error={errors.location?.message} {...form.register("location")}>
            {locations.map((candidate) => (
              <option key={candidate.slug} value={candidate.slug} disabled={Boolean(candidate.create_resource_disabled)}>
                {candidate.display_name}
              </option>
            ))}
          </Select>
        )}
        <fieldset className={styles.specGrid} aria-describedby={errors.specUuid ? "spec-error" : undefined}>
          <legend className={styles.legend}>Machine type</legend>
          {specs.isPending && <Spinner label="Loading machine types" />}
          {visibleSpecs.map((candidate) => (
            <label key={candidate.uuid} className={styles.specOption}>
              <input type="radio" value={candidate.uuid} disabled={!candidate.is_available} {...form.register("specUuid")} />
              <span className={styles.specTitle}>{candidate.title}</span>
              {candidate.subtitle && <span className={styles.specText}>{candidate.subtitle}</span>}
              {candidate.description && <span className={styles.specText}>{candidate.description}</span>}
              {!candidate.is_available && <span className={styles.specText}>Sold out</span>}
            </label>
          ))}
        </fieldset>
        {errors.specUuid && (
          <p id="spec-error" className={styles.specText} style={{ margin: 0 }}>
            {errors.specUuid.message}
          </p>
        )}
        <Select label="Operating system" required error={errors.osId?.message} {...form.register("osId")}>
          <option value="">Choose an operating system</option>
          {orderedOs.map((os) => (
            <option key={os.id} value={os.id}>
              {os.name}
              {ready.has(os.id) ? " (ready, fastest)" : ""}
            </option>
          ))}
        </Select>
        <TextField label="Server name" required autoComplete="off" error={errors.displayName?.message} {...form.register("displayName")} />
        <BillingAccountSelect accounts={billingAccounts} required={billingAccountRequired} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        {lease.error && (
          <Notice tone="error" role="alert" title="The server was not leased">
            {lease.error instanceof ApiError ? lease.error.errorMessage : lease.error.message}
          </Notice>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={lease.isPending}>
            Lease server
          </Button>
        </div>
      </form>
    </section>
  );
}
