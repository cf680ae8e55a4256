import { useMemo, type ChangeEvent, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Button, Inline, Notice, PageHeader, RadioGroup, Stack, TextField, linkClass } from "@cloudconsole/ui";
import { useProvider } from "../../../app/ProviderContext";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { lazyResolver } from "../../../forms/lazyResolver";
import { NOT_FOUND_MESSAGE, PlaceholderScreen } from "../../../screens/PlaceholderScreen";
import { useBillingAccounts, useCreateAccount, useUpdateAccount } from "../queries";
import { ACCOUNT_FIELDS, ACCOUNT_FIELD_LABELS, accountBody, fieldRules, initialAccountValues, type AccountField, type AccountValues } from "./accountFields";
import { loadRules } from "./resolvers";
import { isSafeReturnPath } from "../../../shared/navigation";
import { plainName, ResourceName } from "../../../shared/names";
import * as styles from "../billing.css";

/** /billing/create: a new billing account; the first one earns the configured credit. */
export function AccountCreateScreen() {
  const accounts = useBillingAccounts();
  const create = useCreateAccount();
  const navigate = useNavigate();
  // Where a create form sent the customer from, to go back to once the account exists (only paths of the console).
  const requested = useSearchParams()[0].get("return");
  const returnPath = isSafeReturnPath(requested) ? requested : undefined;
  const { firstAccountCredit } = useUiConfig();
  const format = useFormat();
  const first = accounts.filter((account) => !account.is_deleted).length === 0;
  return (
    <AccountForm
      heading="Create a billing account"
      subtitle="The credit your resources are paid from, and the details your invoices carry."
      submitLabel="Create billing account"
      pending={create.isPending}
      notice={
        first && (firstAccountCredit ?? 0) > 0 ? (
          <Notice tone="success" title="Your first billing account comes with free credit">
            Creating it adds {format.money(firstAccountCredit ?? 0)} of credit to it.
          </Notice>
        ) : returnPath ? (
          <Notice tone="primary">Once the account is created you go back to what you were creating.</Notice>
        ) : undefined
      }
      onSubmit={(values) => create.mutate(accountBody(values, true), { onSuccess: (account) => void navigate(returnPath ?? `/billing/account/${account.id}`) })}
    />
  );
}

/** /billing/account/{id}/edit: the account's details. */
export function AccountEditScreen() {
  const id = Number(useParams().id);
  const account = useBillingAccounts().find((candidate) => candidate.id === id);
  if (!account) return <PlaceholderScreen title="Billing account not found" message={NOT_FOUND_MESSAGE} />;
  return <AccountEdit account={account} />;
}

function AccountEdit({ account }: { account: BillingAccount }) {
  const update = useUpdateAccount(account.id);
  const navigate = useNavigate();
  return (
    <AccountForm
      account={account}
      heading={`Edit ${plainName(account.title)}`}
      subtitle="Invoices carry these details from now on."
      submitLabel="Save"
      pending={update.isPending}
      onSubmit={(values) => update.mutate(accountBody(values, false), { onSuccess: () => void navigate(`/billing/account/${account.id}`) })}
    />
  );
}

interface AccountFormProps {
  account?: BillingAccount;
  heading: string;
  subtitle: string;
  submitLabel: string;
  pending: boolean;
  notice?: ReactNode;
  onSubmit: (values: AccountValues) => void;
}

/** The account's fields as this site configures them (visible, required), with the code and email checks. */
function AccountForm({ account, heading, subtitle, submitLabel, pending, notice, onSubmit }: AccountFormProps) {
  const config = useUiConfig();
  const integrationLabel = useProvider().labels?.integrationId ?? ACCOUNT_FIELD_LABELS.integration_id;
  const rules = useMemo(() => fieldRules(config), [config]);
  const resolver = useMemo(() => lazyResolver(async () => (await loadRules()).accountResolverFor(rules)), [rules]);
  const form = useForm<AccountValues>({ resolver, defaultValues: initialAccountValues(account) });
  const errors = form.formState.errors;
  const documentName = form.watch("document_name");
  const type = form.watch("type");
  const label = (field: AccountField) => (field === "integration_id" ? integrationLabel : ACCOUNT_FIELD_LABELS[field]);

  const readDocument = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      form.setValue("document", typeof reader.result === "string" ? reader.result : "");
      form.setValue("document_name", file.name);
    };
    reader.readAsDataURL(file);
  };

  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="account-form-title">
      <PageHeader
        className={styles.pageHeader}
        back={
          <Link className={linkClass} to={account ? `/billing/account/${account.id}` : "/billing"}>
            ← {account ? <ResourceName name={account.title} /> : "Billing"}
          </Link>
        }
        title={<span id="account-form-title">{heading}</span>}
        subtitle={subtitle}
      />
      {notice}
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {!account && (
          <RadioGroup
            label="How will you pay?"
            variant="inline"
            value={type}
            onValueChange={(value) => form.setValue("type", value === "invoice" ? "invoice" : "other")}
            options={[
              { value: "other", label: "Prepaid credit", description: "Top up by card or another payment method." },
              { value: "invoice", label: "By invoice", description: "For companies: pay monthly invoices by bank transfer." },
            ]}
          />
        )}
        <Inline gap="md" align="start">
          {ACCOUNT_FIELDS.filter((field) => rules[field].visible).map((field) => (
            <TextField
              key={field}
              fieldClassName={styles.field}
              label={label(field)}
              required={rules[field].required}
              type={field === "email" ? "email" : field === "customer_phone" ? "tel" : "text"}
              autoComplete={field === "email" ? "email" : field === "customer_phone" ? "tel" : field === "country" ? "country" : "off"}
              maxLength={field === "country" ? 2 : undefined}
              description={field === "country" ? "2-letter code, e.g. EE" : undefined}
              error={errors[field]?.message}
              {...form.register(field)}
            />
          ))}
          <TextField fieldClassName={styles.field} label="Language" description="2 or 3-letter code, e.g. en; optional" maxLength={3} error={errors.lang?.message} {...form.register("lang")} />
        </Inline>
        <TextField
          type="file"
          label="Document"
          description={documentName ? `Attached: ${documentName}` : "Optional: a registration certificate or other proof, as PDF or image."}
          accept="application/pdf,image/*"
          onChange={readDocument}
        />
        <Inline>
          <Button type="submit" variant="primary" loading={pending}>
            {submitLabel}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
