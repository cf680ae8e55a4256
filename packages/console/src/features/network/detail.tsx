import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button, Card, ConfirmDialog, Inline, Notice, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { ResourceName } from "../../shared/names";
import { BackToNetwork } from "./BackToNetwork";
import { networkMessages, useFieldError } from "./messages";
import { nameResolver, requiredNameResolver } from "./resolvers";
import * as styles from "./network.css";

/** A detail page whose resource does not exist (any more): says so inside the shell, with the way back. */
export function MissingResource({ title, text }: { title: string; text: string }) {
  const t = useT(networkMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="missing-title">
      <PageHeader className={styles.pageHeader} back={<BackToNetwork />} title={<span id="missing-title">{title}</span>} />
      <Notice tone="error" title={t("notFound")}>
        {text}
      </Notice>
    </Stack>
  );
}

/** What a detail page's Delete asks before deleting; `disabled` while the platform would refuse (the reason shown beside). */
interface DeleteAndReturnProps {
  title: string;
  description: string;
  confirmLabel: string;
  onDelete: () => Promise<unknown>;
  disabled?: boolean;
}

/** A detail page's Delete: asks first, deletes, then returns to the Network page (the resource's page is gone). */
export function DeleteAndReturn({ title, description, confirmLabel, onDelete, disabled = false }: DeleteAndReturnProps) {
  const navigate = useNavigate();
  const t = useT(networkMessages);
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={async () => {
        await onDelete();
        await navigate("/network");
      }}
      trigger={
        <Button variant="danger" disabled={disabled}>
          {t("delete")}
        </Button>
      }
    />
  );
}

/**
 * A network resource's page header: the way back to Network, its name as the title (`titleId` labels the page), its
 * location, the resource's own actions and its Delete, which returns to Network.
 */
export function NetworkDetailHeader({ titleId, name, subtitle, badge, actions, remove }: { titleId: string; name: string; subtitle: string; badge?: ReactNode; actions?: ReactNode; remove: DeleteAndReturnProps }) {
  return (
    <PageHeader
      className={styles.pageHeader}
      back={<BackToNetwork />}
      title={
        <span id={titleId}>
          <ResourceName name={name} />
        </span>
      }
      badge={badge}
      subtitle={subtitle}
      actions={
        <>
          {actions}
          <DeleteAndReturn {...remove} />
        </>
      }
    />
  );
}

/** A card that renames a resource; what was typed stays when saving fails. */
export function RenameCard({ name, required = true, pending, onRename, description }: { name: string; required?: boolean; pending: boolean; onRename: (name: string) => void; description?: string }) {
  const t = useT(networkMessages);
  const fieldError = useFieldError();
  const form = useForm<{ name: string }>({ resolver: required ? requiredNameResolver : nameResolver, defaultValues: { name } });
  return (
    <Card title={t("field.name")} description={description} stack>
      <Inline as="form" gap="sm" align="end" noValidate onSubmit={form.handleSubmit((values) => onRename(values.name))}>
        <TextField fieldClassName={styles.growField} label={t("field.name")} required={required} autoComplete="off" error={fieldError(form.formState.errors.name?.message)} {...form.register("name")} />
        <Button type="submit" variant="secondary" loading={pending}>
          {t("rename")}
        </Button>
      </Inline>
    </Card>
  );
}
