import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Button, Card, DescriptionList, Inline, Notice, Stack, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { userQueries } from "../../session/userQueries";
import { PROFILE_FIELDS, type ProfileFieldName } from "./constants";
import { keptFields, profileBody, profileValues, useUpdateProfile, type ProfileValues } from "./queries";
import { profileResolver } from "./resolvers";
import * as styles from "./ProfileScreen.css";

const LABELS = Object.fromEntries(PROFILE_FIELDS.map(({ name, label }) => [name, label])) as Record<ProfileFieldName, string>;

/** "Your details": the e-mail (changed only at the identity provider) and the fields the user may change. */
export function UserDetailsCard() {
  const user = useSuspenseQuery(userQueries.detail(useApiClient())).data;
  const email = user.profile_data?.email ?? user.name;
  return (
    <Card title="Your details" description="How you are addressed and reached; the e-mail is the one you sign in with." stack>
      <DescriptionList items={[{ term: "E-mail", description: email ?? "Not set" }]} />
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
    <Stack as="form" gap="md" noValidate aria-label="Your details" onSubmit={(event) => void submit(event)}>
      <div className={styles.fields}>
        {PROFILE_FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            label={label}
            autoComplete={autoComplete}
            error={errors[name]?.message}
            description={name === "lang" ? "2 or 3-letter code, e.g. en" : undefined}
            maxLength={name === "lang" ? 3 : undefined}
            {...form.register(name)}
          />
        ))}
      </div>
      {kept.length > 0 && (
        <Notice tone="primary" role="status" title="Some fields kept their saved value">
          <p>
            An empty field is not sent, so {kept.map((name) => LABELS[name]).join(", ")} kept the value saved before. To change it,
            type the new value.
          </p>
        </Notice>
      )}
      <Inline>
        <Button type="submit" variant="primary" loading={update.isPending}>
          Save details
        </Button>
      </Inline>
    </Stack>
  );
}
