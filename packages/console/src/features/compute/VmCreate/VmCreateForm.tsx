import { useCallback, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useWatch, type FieldPath, type FieldPathValue, type UseFormReturn } from "react-hook-form";
import type { BillingAccount, Location, PriceLists, UiConfig, VirtualMachine, VmImage, VmParameter } from "@cloudconsole/sdk";
import { vmMutations } from "@cloudconsole/sdk/query";
import { Stack } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { lazyResolver } from "../../../forms/lazyResolver";
import { focusFirstError } from "../../../shared/compute";
import { storeVm } from "../queries";
import { applyFieldChange, type FieldChange, type FormState, type TransitionCatalog } from "./fieldTransitions";
import { initialVmCreateValues, type VmCreatePreset } from "./initialValues";
import { loadRules } from "./resolvers";
import { AccessSection } from "./sections/AccessSection";
import { BootSourceSection } from "./sections/BootSourceSection";
import { DetailsSection } from "./sections/DetailsSection";
import { ImageSection } from "./sections/ImageSection";
import { LocationSection } from "./sections/LocationSection";
import { PlacementSection } from "./sections/PlacementSection";
import { SizeSection } from "./sections/SizeSection";
import { useReplicaChoices } from "./useReplicaChoices";
import { useReportedPackageSettings } from "./useReportedPackageSettings";
import { toCreateVmBody } from "./vmCreateHelpers";
import type { VmCreateValues } from "./vmCreateRules";
import { VmCreateSummary } from "./VmCreateSummary";
import * as styles from "./VmCreate.css";
import { useT } from "../../../i18n";
import { vmCreateMessages } from "./messages";
import { useVmProblemWords } from "./problemWords";

export interface VmCreateFormProps {
  config: UiConfig;
  locations: Location[];
  images: VmImage[];
  parameters: VmParameter[];
  billingAccounts: BillingAccount[];
  /** Loads after the form shows; the price appears when it arrives. */
  prices?: PriceLists;
  preset?: VmCreatePreset;
  onCreated: (vm: VirtualMachine, location: string) => void;
}

/**
 * The VM-create form: one section per step, each reading the form from context, and a summary beside them. Every
 * rule and the API's constraints are checked before the call; a failed call keeps every value.
 */
export function VmCreateForm({ config, locations, images, parameters, billingAccounts, prices, preset, onCreated }: VmCreateFormProps) {
  const client = useApiClient();
  const t = useT(vmCreateMessages);
  const problemWords = useVmProblemWords();
  const packages = useMemo(() => config.predefinedPackages ?? [], [config.predefinedPackages]);
  // A token restricted to one billing account sees only that one; the server then picks it.
  const billingAccountRequired = billingAccounts.length > 1;
  const replicas = useReplicaChoices(locations);
  const limits = config.limitedBillingAccountConfig;
  const resolver = useMemo(
    () => lazyResolver(async () => (await loadRules()).vmCreateResolverFor({ parameters, packages, billingAccountRequired, replicas, billingAccounts, limits }, problemWords)),
    [parameters, packages, billingAccountRequired, replicas, billingAccounts, limits, problemWords],
  );
  const [defaultValues] = useState(() => initialVmCreateValues({ config, locations, images, billingAccounts, preset }));
  // Focus goes to the first invalid field in page order (see focusFirstError), not react-hook-form's registration order.
  const form = useForm<VmCreateValues>({ resolver, defaultValues, mode: "onSubmit", reValidateMode: "onChange", shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const catalog = useMemo(() => ({ images, packages, replicas }), [images, packages, replicas]);
  const change = useFieldTransitions(form, catalog, Boolean(preset?.osName));
  useReportedPackageSettings(packages, images);
  const [location, bootSource] = useWatch({ control: form.control, name: ["location", "bootSource"] });

  const create = useApiMutation({
    mutation: vmMutations.create,
    variables: (values: VmCreateValues) => ({ location: values.location, body: toCreateVmBody(values, packages) }),
    // The summary shows why beside the form, which keeps every value.
    failure: false,
    // The creation progress reads the new VM from its location's list.
    onSuccess: (vm, values, queryClient) => storeVm(queryClient, client, values.location, vm),
  });
  const submit = form.handleSubmit(
    (values) => create.mutate(values, { onSuccess: (vm) => onCreated(vm, values.location) }),
    (errors) => focusFirstError(formRef.current, errors),
  );

  return (
    <FormProvider {...form}>
      <div className={styles.layout}>
        <Stack as="form" ref={formRef} id="vm-create-form" gap="lg" noValidate onSubmit={submit} aria-label={t("title")}>
          <LocationSection locations={locations} onChange={change} />
          <BootSourceSection replicas={replicas.filter((choice) => choice.location === location)} onChange={change} />
          {bootSource !== "replica" && <ImageSection images={images} appsEnabled={Boolean(config.vmAppsEnabled)} onChange={change} />}
          <SizeSection packages={packages} parameters={parameters} images={images} replicas={replicas} billingAccounts={billingAccounts} limits={limits} onChange={change} />
          <AccessSection parameters={parameters} />
          <PlacementSection privateNetworks={Boolean(config.privateNetworksEnabled)} />
          <DetailsSection billingAccounts={billingAccounts} billingAccountRequired={billingAccountRequired} />
        </Stack>
        <VmCreateSummary {...{ locations, images, packages, replicas, billingAccounts, limits, prices }} error={create.error} pending={create.isPending} />
      </div>
    </FormProvider>
  );
}

/**
 * The one place the field transitions are applied: a choice goes through `applyFieldChange`, every field it changed
 * is set, and once the form has been submitted the whole form is checked again.
 */
function useFieldTransitions(form: UseFormReturn<VmCreateValues>, catalog: TransitionCatalog, osPreset: boolean): (change: FieldChange) => void {
  const memory = useRef<Omit<FormState, "values">>({ osChosen: osPreset });
  return useCallback(
    (change: FieldChange) => {
      const values = form.getValues();
      const { values: next, ...remembered } = applyFieldChange({ ...memory.current, values }, change, catalog);
      memory.current = remembered;
      // Every field has a default, so the values' keys are every field's name.
      for (const name of Object.keys(next) as (keyof VmCreateValues)[]) {
        if (next[name] !== values[name]) setField(form, name, next[name]);
      }
      if (form.formState.isSubmitted) void form.trigger();
    },
    [form, catalog],
  );
}

function setField<K extends FieldPath<VmCreateValues>>(form: UseFormReturn<VmCreateValues>, name: K, value: FieldPathValue<VmCreateValues, K>) {
  form.setValue(name, value, { shouldDirty: true });
}
