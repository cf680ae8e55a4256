import { useForm } from "react-hook-form";
import { ApiError } from "@cloudconsole/sdk";
import { billingMutations } from "@cloudconsole/sdk/query";
import { Button, Inline, TextField } from "@cloudconsole/ui";
import { useApiMutation } from "../../../api/useApiMutation";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import { useT } from "../../../i18n";
import { promotionsMessages } from "./messages";
import type { CampaignValues } from "./promotionRules";
import { campaignResolver } from "./resolvers";
import * as styles from "./promotions.css";

/** POST campaign_activate: a code adds a sign-up campaign promotion; the accounts refresh to show it. */
function useActivateCampaign(accountId: number) {
  const t = useT(promotionsMessages);
  return useApiMutation({
    mutation: billingMutations.activateCampaign,
    variables: (code: string) => ({ id: accountId, campaign_code: code }),
    failure: t("campaign.failure"),
    success: t("campaign.activated"),
  });
}

/** A campaign code for the account; a refused code keeps what was typed and says why under the field. */
export function CampaignCodeForm({ accountId }: { accountId: number }) {
  const activate = useActivateCampaign(accountId);
  const form = useForm<CampaignValues>({ resolver: campaignResolver, defaultValues: { code: "" } });
  const t = useT(promotionsMessages);
  // The API's refusal is its own words; the form's one rule (required) is said in the customer's language.
  const refusal = activate.error instanceof ApiError ? activate.error.errorMessage : activate.error?.message;
  const ruleError = form.formState.errors.code?.message;
  return (
    <form
      className={styles.form}
      aria-label={t("campaign.label")}
      noValidate
      onSubmit={form.handleSubmit(({ code }) => activate.mutate(code.trim(), { onSuccess: () => form.reset() }))}
    >
      <Inline align="end">
        <TextField
          fieldClassName={styles.field}
          label={t("campaign.label")}
          autoComplete="off"
          error={ruleError === REQUIRED_MESSAGE ? t("campaign.required") : (ruleError ?? refusal)}
          {...form.register("code", { onChange: () => activate.reset() })}
        />
        <Button type="submit" variant="secondary" loading={activate.isPending}>
          {t("campaign.activate")}
        </Button>
      </Inline>
    </form>
  );
}
