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
import { billingAccountResolver, descriptionResolver, nameResolver, passwordResolver, resizeResolver } from "./resolvers";
import type { VmActions } from "./vmActions";
import { plainName } from "../../../shared/names";

/** Why an action is not possible now, shown under its card; nothing when it is. */
function Reason({ vm, action, id }: { vm: VirtualMachine; action: VmAction; id: string }) {
  const availability = vmActionAvailability(action, vm);
  return availability.allowed ? null : (
    <p id={id} className={computeStyles.reason}>
      {availability.reason}
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
  const form = useForm({ resolver: nameResolver, defaultValues: { name: vm.name } });
  const blocked = !vmActionAvailability("rename", vm).allowed;
  return (
    <Card title="Name" stack>
      <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit(({ name }) => actions.rename.mutate(name))}>
        <TextField fieldClassName={computeStyles.growField} label="Name" required error={form.formState.errors.name?.message} {...form.register("name")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.rename.isPending}>
          Rename
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
  const form = useForm({ resolver: descriptionResolver, defaultValues: { description: vm.description ?? "" } });
  // What the provider answered with when it did not keep the text sent.
  const [ignored, setIgnored] = useState<{ answered: string }>();
  // The schema trims, so `description` is what the request carries.
  const submit = form.handleSubmit(({ description }) => {
    setIgnored(undefined);
    save.mutate(description, {
      onSuccess: (answer) => {
        if (answer.description === description) showSuccessToast("Description saved");
        else setIgnored({ answered: answer.description ?? "" });
      },
    });
  });
  return (
    <Card title="Description" stack>
      <Inline as="form" align="end" noValidate onSubmit={submit}>
        <Textarea fieldClassName={computeStyles.growField} label="Description" required rows={2} error={form.formState.errors.description?.message} {...form.register("description")} />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          Save description
        </Button>
      </Inline>
      {ignored && (
        <Notice tone="error" title="The provider did not save the description">
          Its API accepted the request but answered with {ignored.answered ? `the old description, “${ignored.answered}”` : "no description"}. Your text is kept above; the
          provider may not support descriptions.
        </Notice>
      )}
    </Card>
  );
}

function ResizeCard({ vm, actions }: CardProps) {
  const form = useForm({ resolver: resizeResolver, defaultValues: { vcpu: String(vm.vcpu), ram: String(vm.memory) } });
  const blocked = !vmActionAvailability("resize", vm).allowed;
  return (
    <Card title="Resize CPU and RAM" stack>
      <Reason vm={vm} action="resize" id="resize-reason" />
      <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit((values) => actions.resize.mutate({ vcpu: Number(values.vcpu), ram: Number(values.ram) }))}>
        <TextField fieldClassName={computeStyles.growField} label="vCPU" inputMode="numeric" required disabled={blocked} error={form.formState.errors.vcpu?.message} {...form.register("vcpu")} />
        <TextField fieldClassName={computeStyles.growField} label="RAM (MB)" inputMode="numeric" required disabled={blocked} error={form.formState.errors.ram?.message} {...form.register("ram")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.resize.isPending} aria-describedby={blocked ? "resize-reason" : undefined}>
          Resize
        </Button>
      </Inline>
    </Card>
  );
}

function PasswordCard({ vm, actions }: CardProps) {
  const form = useForm({ resolver: passwordResolver, defaultValues: { username: vm.username ?? "", password: "" } });
  const blocked = !vmActionAvailability("password", vm).allowed;
  return (
    <Card title="Change password" stack>
      <Reason vm={vm} action="password" id="password-reason" />
      <Inline
        as="form"
        align="end"
        noValidate
        onSubmit={form.handleSubmit((values) => actions.password.mutate(values, { onSuccess: () => form.resetField("password") }))}
      >
        <TextField fieldClassName={computeStyles.growField} label="Username" required disabled={blocked} error={form.formState.errors.username?.message} {...form.register("username")} />
        <PasswordField fieldClassName={computeStyles.growField} label="New password" autoComplete="new-password" required disabled={blocked} error={form.formState.errors.password?.message} {...form.register("password")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.password.isPending} aria-describedby={blocked ? "password-reason" : undefined}>
          Change password
        </Button>
      </Inline>
    </Card>
  );
}

function BillingCard({ vm, actions }: CardProps) {
  const client = useApiClient();
  const accounts = useQuery(billingAccountQueries.list(client)).data ?? [];
  const form = useForm({ resolver: billingAccountResolver, values: { account: vm.billing_account !== undefined ? String(vm.billing_account) : "" } });
  return (
    <Card title="Billing account" stack>
      <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit(({ account }) => actions.billing.mutate(Number(account)))}>
        <div className={computeStyles.growField}>
          <BillingAccountSelect accounts={accounts} error={form.formState.errors.account?.message} {...form.register("account")} />
        </div>
        <Button type="submit" variant="secondary" loading={actions.billing.isPending}>
          Move
        </Button>
      </Inline>
    </Card>
  );
}

function ReinstallCard({ vm, actions }: CardProps) {
  const client = useApiClient();
  const images = useQuery(computeCatalogQueries.images(client)).data ?? [];
  const form = useForm({ defaultValues: { os: `${vm.os_name}|${vm.os_version}` } });
  const blocked = !vmActionAvailability("reinstall", vm).allowed;
  const [osName = "", osVersion = ""] = form.watch("os").split("|");
  return (
    <Card title="Reinstall" stack>
      <p className={computeStyles.muted}>Installs a fresh operating system on the primary disk. Its data is lost.</p>
      <Reason vm={vm} action="reinstall" id="reinstall-reason" />
      <Inline align="end">
        <div className={computeStyles.growField}>
          <Select label="Operating system" disabled={blocked} {...form.register("os")}>
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
          title={`Reinstall ${plainName(vm.name)}?`}
          description={`${osName} ${osVersion} is installed on the primary disk; everything on it is erased.`}
          confirmLabel="Reinstall"
          confirmationText={vm.name}
          onConfirm={() => actions.reinstall.mutateAsync({ os_name: osName, os_version: osVersion })}
          trigger={
            <Button variant="danger" disabled={blocked} loading={actions.reinstall.isPending}>
              Reinstall
            </Button>
          }
        />
      </Inline>
    </Card>
  );
}

function CloneCard({ vm, actions }: CardProps) {
  const form = useForm({ resolver: nameResolver, defaultValues: { name: `${vm.name}-clone` } });
  const blocked = !vmActionAvailability("clone", vm).allowed;
  return (
    <Card title="Clone" stack>
      <Reason vm={vm} action="clone" id="clone-reason" />
      <Inline as="form" align="end" noValidate onSubmit={form.handleSubmit(({ name }) => actions.clone.mutate(name))}>
        <TextField fieldClassName={computeStyles.growField} label="Name of the clone" required disabled={blocked} error={form.formState.errors.name?.message} {...form.register("name")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.clone.isPending}>
          Clone
        </Button>
      </Inline>
    </Card>
  );
}

function RescueCard({ vm, actions }: CardProps) {
  const blocked = !vmActionAvailability("rescue", vm).allowed;
  return (
    <Card title="Rescue mode" stack>
      <p className={computeStyles.muted}>Boots a rescue system so you can repair the disks of a machine that no longer starts.</p>
      <Reason vm={vm} action="rescue" id="rescue-reason" />
      <div>
        <ConfirmDialog
          title={`Start ${plainName(vm.name)} in rescue mode?`}
          description="The machine restarts into the rescue system."
          confirmLabel="Start rescue mode"
          tone="primary"
          onConfirm={() => actions.rescue.mutateAsync()}
          trigger={
            <Button variant="secondary" disabled={blocked} loading={actions.rescue.isPending}>
              Start rescue mode
            </Button>
          }
        />
      </div>
    </Card>
  );
}
