import { useState } from "react";
import { useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, Inline, Notice, PasswordField, Select, Textarea, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { computeStyles } from "../../../shared/compute";
import { showSuccessToast } from "../../../toasts/toasts";
import { BillingAccountSelect, billingAccountQueries } from "../../billing";
import { computeCatalogQueries } from "../queries";
import { publishedVersions } from "../VmCreate/vmCreateHelpers";
import { vmActionAvailability, type VmAction } from "../vmStatus";
import { useDetailResolvers } from "./resolvers";
import { blockedReasonText } from "./blockedReasons";
import type { VmActions } from "./vmActions";
import { plainName } from "../../../shared/names";
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";

/** Why an action is not possible now, shown under its card; nothing when it is. */
function Reason({ vm, action, id }: { vm: VirtualMachine; action: VmAction; id: string }) {
  const t = useT(vmDetailMessages);
  const availability = vmActionAvailability(action, vm);
  return availability.allowed ? null : (
    <p id={id} className={computeStyles.reason}>
      {blockedReasonText(t, availability.reason)}
    </p>
  );
}

/** Rename, description, resize, password, billing account, reinstall, clone and rescue. */
export function VmSettings({ vm, actions }: { vm: VirtualMachine; actions: VmActions }) {
  return (
    <div className={computeStyles.cardGrid}>
      <RenameCard vm={vm} actions={actions} />
      <DescriptionCard vm={vm} actions={actions} />
      <ResizeCard vm={vm} actions={actions} />
      <PasswordCard vm={vm} actions={actions} />
      <BillingCard vm={vm} actions={actions} />
      <ReinstallCard vm={vm} actions={actions} />
      <CloneCard vm={vm} actions={actions} />
      <RescueCard vm={vm} actions={actions} />
    </div>
  );
}

type CardProps = { vm: VirtualMachine; actions: VmActions };

function RenameCard({ vm, actions }: CardProps) {
  const t = useT(vmDetailMessages);
  const form = useForm({ resolver: useDetailResolvers().name, defaultValues: { name: vm.name } });
  const blocked = !vmActionAvailability("rename", vm).allowed;
  return (
    <Card title={t("settings.name")} stack>
      <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit(({ name }) => actions.rename.mutate(name))}>
        <TextField fieldClassName={computeStyles.growField} label={t("settings.name")} required error={form.formState.errors.name?.message} {...form.register("name")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.rename.isPending}>
          {t("settings.rename")}
        </Button>
      </Inline>
    </Card>
  );
}

/**
 * Saves the description with PATCH vm. An empty form string travels as an absent field, so a description is required.
 * A backend that ignores the field answers with the old description: the card says so and keeps the text.
 */
function DescriptionCard({ vm, actions }: CardProps) {
  const save = actions.describe;
  const t = useT(vmDetailMessages);
  const form = useForm({ resolver: useDetailResolvers().description, defaultValues: { description: vm.description ?? "" } });
  // What the provider answered with when it did not keep the text sent.
  const [ignored, setIgnored] = useState<{ answered: string }>();
  // The schema trims, so `description` is what the request carries.
  const submit = form.handleSubmit(({ description }) => {
    setIgnored(undefined);
    save.mutate(description, {
      onSuccess: (answer) => {
        if (answer.description === description) showSuccessToast(t("toast.descriptionSaved"));
        else setIgnored({ answered: answer.description ?? "" });
      },
    });
  });
  return (
    <Card title={t("settings.description")} stack>
      <Inline as="form" align="end" noValidate onSubmit={submit}>
        <Textarea fieldClassName={computeStyles.growField} label={t("settings.description")} required rows={2} error={form.formState.errors.description?.message} {...form.register("description")} />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t("settings.saveDescription")}
        </Button>
      </Inline>
      {ignored && (
        <Notice tone="error" title={t("settings.descriptionIgnoredTitle")}>
          {ignored.answered ? t("settings.descriptionIgnoredOld", { answered: ignored.answered }) : t("settings.descriptionIgnoredNone")}
        </Notice>
      )}
    </Card>
  );
}

function ResizeCard({ vm, actions }: CardProps) {
  const t = useT(vmDetailMessages);
  const form = useForm({ resolver: useDetailResolvers().resize, defaultValues: { vcpu: String(vm.vcpu), ram: String(vm.memory) } });
  const blocked = !vmActionAvailability("resize", vm).allowed;
  return (
    <Card title={t("settings.resizeTitle")} stack>
      <Reason vm={vm} action="resize" id="resize-reason" />
      <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit((values) => actions.resize.mutate({ vcpu: Number(values.vcpu), ram: Number(values.ram) }))}>
        <TextField fieldClassName={computeStyles.growField} label="vCPU" inputMode="numeric" required disabled={blocked} error={form.formState.errors.vcpu?.message} {...form.register("vcpu")} />
        <TextField fieldClassName={computeStyles.growField} label={t("settings.ramMb")} inputMode="numeric" required disabled={blocked} error={form.formState.errors.ram?.message} {...form.register("ram")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.resize.isPending} aria-describedby={blocked ? "resize-reason" : undefined}>
          {t("settings.resize")}
        </Button>
      </Inline>
    </Card>
  );
}

function PasswordCard({ vm, actions }: CardProps) {
  const t = useT(vmDetailMessages);
  const form = useForm({ resolver: useDetailResolvers().password, defaultValues: { username: vm.username ?? "", password: "" } });
  const blocked = !vmActionAvailability("password", vm).allowed;
  return (
    <Card title={t("settings.passwordTitle")} stack>
      <Reason vm={vm} action="password" id="password-reason" />
      <Inline
        as="form"
        align="end"
        noValidate
        onSubmit={form.handleSubmit((values) => actions.password.mutate(values, { onSuccess: () => form.resetField("password") }))}
      >
        <TextField fieldClassName={computeStyles.growField} label={t("settings.username")} required disabled={blocked} error={form.formState.errors.username?.message} {...form.register("username")} />
        <PasswordField fieldClassName={computeStyles.growField} label={t("settings.newPassword")} autoComplete="new-password" required disabled={blocked} error={form.formState.errors.password?.message} {...form.register("password")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.password.isPending} aria-describedby={blocked ? "password-reason" : undefined}>
          {t("settings.changePassword")}
        </Button>
      </Inline>
    </Card>
  );
}

function BillingCard({ vm, actions }: CardProps) {
  const client = useApiClient();
  const accounts = useQuery(billingAccountQueries.list(client)).data ?? [];
  const t = useT(vmDetailMessages);
  const form = useForm({ resolver: useDetailResolvers().billingAccount, values: { account: vm.billing_account !== undefined ? String(vm.billing_account) : "" } });
  return (
    <Card title={t("settings.billingTitle")} stack>
      <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit(({ account }) => actions.billing.mutate(Number(account)))}>
        <div className={computeStyles.growField}>
          <BillingAccountSelect accounts={accounts} error={form.formState.errors.account?.message} {...form.register("account")} />
        </div>
        <Button type="submit" variant="secondary" loading={actions.billing.isPending}>
          {t("settings.move")}
        </Button>
      </Inline>
    </Card>
  );
}

function ReinstallCard({ vm, actions }: CardProps) {
  const client = useApiClient();
  const images = useQuery(computeCatalogQueries.images(client)).data ?? [];
  const t = useT(vmDetailMessages);
  const form = useForm({ defaultValues: { os: `${vm.os_name}|${vm.os_version}` } });
  const blocked = !vmActionAvailability("reinstall", vm).allowed;
  const [osName = "", osVersion = ""] = form.watch("os").split("|");
  return (
    <Card title={t("settings.reinstallTitle")} stack>
      <p className={computeStyles.muted}>{t("settings.reinstallExplained")}</p>
      <Reason vm={vm} action="reinstall" id="reinstall-reason" />
      <Inline align="end">
        <div className={computeStyles.growField}>
          <Select label={t("settings.os")} disabled={blocked} {...form.register("os")}>
            {images.length === 0 && <option value={`${vm.os_name}|${vm.os_version}`}>{`${vm.os_name} ${vm.os_version}`}</option>}
            {images.flatMap((image) =>
              publishedVersions(image).map((version) => (
                <option key={`${image.os_name}|${version.os_version}`} value={`${image.os_name}|${version.os_version}`}>
                  {image.display_name ?? image.os_name} {version.display_name ?? version.os_version}
                </option>
              )),
            )}
          </Select>
        </div>
        <ConfirmDialog
          title={t("settings.reinstallConfirmTitle", { name: plainName(vm.name) })}
          description={t("settings.reinstallConfirmDescription", { os: `${osName} ${osVersion}` })}
          confirmLabel={t("settings.reinstall")}
          confirmationText={vm.name}
          onConfirm={() => actions.reinstall.mutateAsync({ os_name: osName, os_version: osVersion })}
          trigger={
            <Button variant="danger" disabled={blocked} loading={actions.reinstall.isPending}>
              {t("settings.reinstall")}
            </Button>
          }
        />
      </Inline>
    </Card>
  );
}

function CloneCard({ vm, actions }: CardProps) {
  const t = useT(vmDetailMessages);
  const form = useForm({ resolver: useDetailResolvers().name, defaultValues: { name: `${vm.name}-clone` } });
  const blocked = !vmActionAvailability("clone", vm).allowed;
  return (
    <Card title={t("settings.cloneTitle")} stack>
      <Reason vm={vm} action="clone" id="clone-reason" />
      <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit(({ name }) => actions.clone.mutate(name))}>
        <TextField fieldClassName={computeStyles.growField} label={t("settings.cloneName")} required disabled={blocked} error={form.formState.errors.name?.message} {...form.register("name")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.clone.isPending}>
          {t("settings.clone")}
        </Button>
      </Inline>
    </Card>
  );
}

function RescueCard({ vm, actions }: CardProps) {
  const t = useT(vmDetailMessages);
  const blocked = !vmActionAvailability("rescue", vm).allowed;
  return (
    <Card title={t("settings.rescueTitle")} stack>
      <p className={computeStyles.muted}>{t("settings.rescueExplained")}</p>
      <Reason vm={vm} action="rescue" id="rescue-reason" />
      <div>
        <ConfirmDialog
          title={t("settings.rescueConfirmTitle", { name: plainName(vm.name) })}
          description={t("settings.rescueConfirmDescription")}
          confirmLabel={t("settings.startRescue")}
          tone="primary"
          onConfirm={() => actions.rescue.mutateAsync()}
          trigger={
            <Button variant="secondary" disabled={blocked} loading={actions.rescue.isPending}>
              {t("settings.startRescue")}
            </Button>
          }
        />
      </div>
    </Card>
  );
}
