import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { delegationMutations } from "@cloudconsole/sdk/query";
import { Button, Card, Heading, Inline, RadioGroup, Stack, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { useT } from "../../i18n";
import { useSession } from "../../session/sessionStore";
import { userQueries } from "../../session/userQueries";
import { useImpersonation } from "../impersonation";
import { profileMessages } from "./messages";
import type { AdminImpersonationValues } from "./profileRules";
import { adminImpersonationResolver } from "./resolvers";
import * as styles from "./AdminImpersonation.css";


/**
 * Whether to offer the Administration section: only to admins, and not while already acting as someone (then the
 * privileges are not even asked for). 403 (not an admin) and errors alike say no: a customer never sees it.
 */
export function useShowsAdministration(): boolean {
  const client = useApiClient();
  const { impersonation } = useSession();
  const isAdmin = useQuery({ ...userQueries.isAdmin(client), enabled: !impersonation });
  return !impersonation && isAdmin.data === true;
}

/** The Administration section of /profile, when `shown` (see `useShowsAdministration`). */
export function AdminImpersonation({ shown }: { shown: boolean }) {
  return shown ? <AdminImpersonationForm /> : null;
}

/** "Act as a customer": start impersonation with an admin token for a user or a billing account's owner. */
export function AdminImpersonationForm() {
  const formTitleId = useId();
  const { startAdmin } = useImpersonation();
  const form = useForm<AdminImpersonationValues>({ resolver: adminImpersonationResolver, defaultValues: { target: "user_id", id: "" } });
  const target = useWatch({ control: form.control, name: "target" });
  const t = useT(profileMessages);
  // What an admin may identify the customer by: the admin token call (POST admin/token) takes either.
  const targets = [
    { value: "user_id", label: t("admin.userId") },
    { value: "billing_account_id", label: t("admin.billingAccountId") },
  ] as const;
  const chosen = targets.find((candidate) => candidate.value === target) ?? targets[0];
  // Starting is a session flow around the admin token call, not one SDK call: it saves the token, shows its own
  // toasts and goes to '/' on success; on failure the form stays as typed. The banner then says 'user 42' or
  // 'billing account 7' (with the owner's email when the API names it).
  const start = useApiMutation({
    mutation: (client) => ({ mutationKey: delegationMutations.createAdminToken(client).mutationKey, mutationFn: startAdmin, invalidates: () => [] }),
    variables: ({ target: kind, id }: AdminImpersonationValues) => {
      const value = Number(id.trim());
      return kind === "user_id" ? { user_id: value } : { billing_account_id: value };
    },
    failure: false,
  });

  return (
    // Titled like the invitations table's caption above it.
    <Card title={t("admin.title")} stack>
      <Stack as="form" gap="md" className={styles.form} noValidate aria-labelledby={formTitleId} onSubmit={form.handleSubmit((values) => start.mutate(values))}>
        <Heading level={3} visualLevel={4} id={formTitleId}>
          {t("admin.heading")}
        </Heading>
        <p className={styles.text}>{t("admin.text")}</p>
        <Controller
          control={form.control}
          name="target"
          render={({ field }) => (
            <RadioGroup
              label={t("admin.findBy")}
              name={field.name}
              variant="inline"
              value={field.value}
              onValueChange={(value) => field.onChange(value)}
              options={targets}
            />
          )}
        />
        <TextField
          label={chosen.label}
          required
          inputMode="numeric"
          autoComplete="off"
          fieldClassName={styles.field}
          error={form.formState.errors.id?.message}
          {...form.register("id")}
        />
        <Inline>
          <Button type="submit" variant="primary" loading={start.isPending}>
            {t("admin.start")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
