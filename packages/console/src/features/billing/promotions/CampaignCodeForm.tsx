import { useForm } from "react-hook-form";
import { ApiError } from "@cloudconsole/sdk";
import { billingMutations } from "@cloudconsole/sdk/query";
import { Button, Inline, TextField } from "@cloudconsole/ui";
import { useApiMutation } from "../../../api/useApiMutation";
import { CAMPAIGN_FAILURE } from "./constants";
import type { CampaignValues } from "./promotionRules";
import { campaignResolver } from "./resolvers";
import * as styles from "./promotions.css";

/** POST campaign_activate: a code adds a sign-up campaign promotion; the accounts refresh to show it. */
function useActivateCampaign(accountId: number) {
  return useApiMutation({
    mutation: billingMutations.activateCampaign,
    variables: (code: string) => ({ id: accountId, campaign_code: code }),
    failure: CAMPAIGN_FAILURE,
    success: "Campaign activated",
  });
}

/** A campaign code for the account; a refused code keeps what was typed and says why under the field. */
export function CampaignCodeForm({ accountId }: { accountId: number }) {
  const activate = useActivateCampaign(accountId);
  const form = useForm<CampaignValues>({ resolver: campaignResolver, defaultValues: { code: "" } });
  const refusal = activate.error instanceof ApiError ? activate.error.errorMessage : activate.error?.message;
  return (
    <form
      className={styles.form}
      aria-label="Campaign code"
      noValidate
      onSubmit={form.handleSubmit(({ code }) => activate.mutate(code.trim(), { onSuccess: () => form.reset() }))}
    >
      <Inline align="end">
        <TextField
          fieldClassName={styles.field}
          label="Campaign code"
          autoComplete="off"
          error={form.formState.errors.code?.message ?? refusal}
          {...form.register("code", { onChange: () => activate.reset() })}
        />
        <Button type="submit" variant="secondary" loading={activate.isPending}>
          Activate
        </Button>
      </Inline>
    </form>
  );
}
