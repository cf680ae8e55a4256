import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Button, Card, DescriptionList, Inline, Notice, Stack, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useLanguage, useT } from "../../i18n";
import { userQueries } from "../../session/userQueries";
import { PROFILE_FIELDS, type ProfileFieldName } from "./constants";
import { fieldLabels } from "./fieldLabels";
import { profileMessages } from "./messages";
import { keptFields, profileBody, profileValues, useUpdateProfile, type ProfileValues } from "./queries";
import { profileResolver } from "./resolvers";
import * as styles from "./ProfileScreen.css";

/** "Your details": the e-mail (changed only at the identity provider) and the fields the user may change. */
export function UserDetailsCard() {
  const user = useSuspenseQuery(userQueries.detail(useApiClient())).data;
  const email = user.profile_data?.email ?? user.name;
  const t = useT(profileMessages);
  return (
    <Card title={t("details.title")} description={t("details.description")} stack>
      <DescriptionList items={[{ term: t("details.email"), description: email ?? t("details.notSet") }]} />
      <UserDetailsForm saved={profileValues(user.profile_data)} />
    </Card>
  );
}

/** The editable fields; on failure the form keeps what was typed, on success it shows what the API saved. */
function UserDetailsForm({ saved }: { saved: ProfileValues }) {
  const form = useForm<ProfileValues>({ resolver: profileResolver, defaultValues: saved });
  const update = useUpdateProfile();
  const [kept, setKept] = useState<ProfileFieldName[]>([]);
  const errors = form.formState.errors;
  const t = useT(profileMessages);
  const language = useLanguage();
  const labels = fieldLabels(t);

  const submit = form.handleSubmit((values) => {
    setKept([]);
    update.mutate(values, {
      onSuccess: (profile) => {
        setKept(keptFields(profileBody(values), profile));
        // What the API saved is the form's new baseline.
        form.reset(profileValues(profile));
      },
    });
  });

  return (
    <Stack as="form" gap="md" noValidate aria-label={t("details.title")} onSubmit={(event) => void submit(event)}>
      <div className={styles.fields}>
        {PROFILE_FIELDS.map(({ name, autoComplete }) => (
          <TextField key={name} label={labels[name]} autoComplete={autoComplete} error={errors[name]?.message} {...form.register(name)} />
        ))}
      </div>
      {kept.length > 0 && (
        <Notice tone="primary" role="status" title={t("details.keptTitle")}>
          <p>{t("details.kept", { fields: new Intl.ListFormat(language, { type: "conjunction" }).format(kept.map((name) => labels[name])) })}</p>
        </Notice>
      )}
      <Inline>
        <Button type="submit" variant="primary" loading={update.isPending}>
          {t("details.save")}
        </Button>
      </Inline>
    </Stack>
  );
}
