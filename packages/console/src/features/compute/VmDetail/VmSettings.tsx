import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { VirtualMachine } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, Notice, PasswordField, Select, Textarea, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import { showSuccessToast } from "../../../toasts/toasts";
import { computeCatalogQueries, useVmDescriptionUpdate } from "../queries";
import { integerProblem, publishedVersions } from "../VmCreate/vmCreateSchema";
import { vmActionAvailability, type VmAction } from "../vmStatus";
import type { VmActions } from "./vmActions";
import * as styles from "./VmDetail.css";
import { BillingAccountSelect } from "../../billing/BillingAccountSelect";

const requiredText = z.string().trim().min(1, REQUIRED_MESSAGE);
/** A whole number of at least 1 typed as text (spec §5), with 'This field is required' when empty. */
const positiveInteger = z.string().superRefine((text, ctx) => {
  const problem = integerProblem(text);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** Why an action is not possible now, shown under its card; nothing when it is. */
function Reason({ vm, action, id }: { vm: VirtualMachine; action: VmAction; id: string }) {
  const availability = vmActionAvailability(action, vm);
  return availability.allowed ? null : (
    <p id={id} className={styles.reason}>
      {availability.reason}
    </p>
  );
}

/** Rename, description, resize, password, billing account, reinstall, clone and rescue. */
export function VmSettings({ vm, location, actions }: { vm: VirtualMachine; location: string; actions: VmActions }) {
  return (
    <div className={styles.grid}>
      <RenameCard vm={vm} actions={actions} />
      <DescriptionCard vm={vm} location={location} />
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
  const form = useForm({ resolver: zodResolver(z.object({ name: requiredText })), defaultValues: { name: vm.name } });
  const blocked = !vmActionAvailability("rename", vm).allowed;
  return (
    <Card as="section" stack aria-labelledby="rename-title">
      <h2 id="rename-title" className={styles.cardTitle}>
        Name
      </h2>
      <form className={styles.inlineForm} noValidate onSubmit={form.handleSubmit(({ name }) => actions.rename.mutate(name))}>
        <TextField fieldClassName={styles.inlineField} label="Name" required error={form.formState.errors.name?.message} {...form.register("name")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.rename.isPending}>
          Rename
        </Button>
      </form>
    </Card>
  );
}

/**
 * Saves the description with PATCH vm. An empty text would travel as an absent field (spec §5), so it is required.
 * A backend that ignores the field answers with the old description: the card says so and keeps the text.
 */
function DescriptionCard({ vm, location }: { vm: VirtualMachine; location: string }) {
  const save = useVmDescriptionUpdate(location, vm.uuid);
  const form = useForm({ resolver: zodResolver(z.object({ description: requiredText })), defaultValues: { description: vm.description ?? "" } });
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
    <Card as="section" stack aria-labelledby="description-title">
      <h2 id="description-title" className={styles.cardTitle}>
        Description
      </h2>
      <form className={styles.inlineForm} noValidate onSubmit={submit}>
        <Textarea fieldClassName={styles.inlineField} label="Description" required rows={2} error={form.formState.errors.description?.message} {...form.register("description")} />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          Save description
        </Button>
      </form>
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
  const form = useForm({ resolver: zodResolver(z.object({ vcpu: positiveInteger, ram: positiveInteger })), defaultValues: { vcpu: String(vm.vcpu), ram: String(vm.memory) } });
  const blocked = !vmActionAvailability("resize", vm).allowed;
  return (
    <Card as="section" stack aria-labelledby="resize-title">
      <h2 id="resize-title" className={styles.cardTitle}>
        Resize CPU and RAM
      </h2>
      <Reason vm={vm} action="resize" id="resize-reason" />
      <form className={styles.inlineForm} noValidate onSubmit={form.handleSubmit((values) => actions.resize.mutate({ vcpu: Number(values.vcpu), ram: Number(values.ram) }))}>
        <TextField fieldClassName={styles.inlineField} label="vCPU" inputMode="numeric" required disabled={blocked} error={form.formState.errors.vcpu?.message} {...form.register("vcpu")} />
        <TextField fieldClassName={styles.inlineField} label="RAM (MB)" inputMode="numeric" required disabled={blocked} error={form.formState.errors.ram?.message} {...form.register("ram")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.resize.isPending} aria-describedby={blocked ? "resize-reason" : undefined}>
          Resize
        </Button>
      </form>
    </Card>
  );
}

function PasswordCard({ vm, actions }: CardProps) {
  const form = useForm({ resolver: zodResolver(z.object({ username: requiredText, password: z.string().min(1, REQUIRED_MESSAGE) })), defaultValues: { username: vm.username ?? "", password: "" } });
  const blocked = !vmActionAvailability("password", vm).allowed;
  return (
    <Card as="section" stack aria-labelledby="password-title">
      <h2 id="password-title" className={styles.cardTitle}>
        Change password
      </h2>
      <Reason vm={vm} action="password" id="password-reason" />
      <form
        className={styles.inlineForm}
        noValidate
        onSubmit={form.handleSubmit((values) => actions.password.mutate(values, { onSuccess: () => form.resetField("password") }))}
      >
        <TextField fieldClassName={styles.inlineField} label="Username" required disabled={blocked} error={form.formState.errors.username?.message} {...form.register("username")} />
        <PasswordField fieldClassName={styles.inlineField} label="New password" autoComplete="new-password" required disabled={blocked} error={form.formState.errors.password?.message} {...form.register("password")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.password.isPending} aria-describedby={blocked ? "password-reason" : undefined}>
          Change password
        </Button>
      </form>
    </Card>
  );
}

function BillingCard({ vm, actions }: CardProps) {
  const client = useApiClient();
  const accounts = useQuery(computeCatalogQueries.billingAccounts(client)).data ?? [];
  const form = useForm({ resolver: zodResolver(z.object({ account: requiredText })), values: { account: vm.billing_account !== undefined ? String(vm.billing_account) : "" } });
  return (
    <Card as="section" stack aria-labelledby="billing-title">
      <h2 id="billing-title" className={styles.cardTitle}>
        Billing account
      </h2>
      <form className={styles.inlineForm} noValidate onSubmit={form.handleSubmit(({ account }) => actions.billing.mutate(Number(account)))}>
        <div className={styles.inlineField}>
          <BillingAccountSelect accounts={accounts} error={form.formState.errors.account?.message} {...form.register("account")} />
        </div>
        <Button type="submit" variant="secondary" loading={actions.billing.isPending}>
          Move
        </Button>
      </form>
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
    <Card as="section" stack aria-labelledby="reinstall-title">
      <h2 id="reinstall-title" className={styles.cardTitle}>
        Reinstall
      </h2>
      <p className={styles.cardText}>Installs a fresh operating system on the primary disk. Its data is lost.</p>
      <Reason vm={vm} action="reinstall" id="reinstall-reason" />
      <div className={styles.inlineForm}>
        <div className={styles.inlineField}>
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
          title={`Reinstall ${vm.name}?`}
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
      </div>
    </Card>
  );
}

function CloneCard({ vm, actions }: CardProps) {
  const form = useForm({ resolver: zodResolver(z.object({ name: requiredText })), defaultValues: { name: `${vm.name}-clone` } });
  const blocked = !vmActionAvailability("clone", vm).allowed;
  return (
    <Card as="section" stack aria-labelledby="clone-title">
      <h2 id="clone-title" className={styles.cardTitle}>
        Clone
      </h2>
      <Reason vm={vm} action="clone" id="clone-reason" />
      <form className={styles.inlineForm} noValidate onSubmit={form.handleSubmit(({ name }) => actions.clone.mutate(name))}>
        <TextField fieldClassName={styles.inlineField} label="Name of the clone" required disabled={blocked} error={form.formState.errors.name?.message} {...form.register("name")} />
        <Button type="submit" variant="secondary" disabled={blocked} loading={actions.clone.isPending}>
          Clone
        </Button>
      </form>
    </Card>
  );
}

function RescueCard({ vm, actions }: CardProps) {
  const blocked = !vmActionAvailability("rescue", vm).allowed;
  return (
    <Card as="section" stack aria-labelledby="rescue-title">
      <h2 id="rescue-title" className={styles.cardTitle}>
        Rescue mode
      </h2>
      <p className={styles.cardText}>Boots a rescue system so you can repair the disks of a machine that no longer starts.</p>
      <Reason vm={vm} action="rescue" id="rescue-reason" />
      <div>
        <ConfirmDialog
          title={`Start ${vm.name} in rescue mode?`}
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
