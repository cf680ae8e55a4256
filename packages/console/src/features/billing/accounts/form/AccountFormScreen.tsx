import { useMemo, type ChangeEvent, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { BillingAccount } from "@cloudconsole/sdk";
import { Button, Inline, Notice, PageHeader, RadioGroup, Stack, TextField, linkClass } from "@cloudconsole/ui";
import { useUiConfig } from "../../../../config/ConfigLayout";
import { useFormat } from "../../../../format";
import { lazyResolver } from "../../../../forms/lazyResolver";
import { useT } from "../../../../i18n";
import { NotFoundInShell } from "../../../../screens/NotFoundInShell";
import { setFirstAccount, useSession } from "../../../../session/sessionStore";
import { useBillingLabels } from "../../history/labels";
import { useCreateAccount, useUpdateAccount } from "../../mutations";
import { useBillingAccounts } from "../../queries";
import { ACCOUNT_FIELDS, accountFieldLabels, fieldRules } from "../accountFields";
import { accountsMessages } from "../messages";
import { accountBody, fieldError, initialAccountValues, type AccountValues } from "./accountValues";
import { accountFormMessages } from "./messages";
import { ReferralCodeField } from "./ReferralCodeField";
import { loadRules } from "./resolvers";
import { isSafeReturnPath } from "../../../../shared/navigation";
import { plainName, ResourceName } from "../../../../shared/names";
import * as styles from "../../billing.css";

/**
 * /billing/create: a new billing account. The first one (just signed up, or none yet) earns the configured credit and,
 * where referrals are on, takes the referral code the customer came with.
 */
export function AccountCreateScreen() {
  const accounts = useBillingAccounts();
  const create = useCreateAccount();
  const navigate = useNavigate();
  const { invoices } = useBillingLabels();
  const session = useSession();
  // Where a create form sent the customer from, to go back to once the account exists (only paths of the console).
  const requested = useSearchParams()[0].get("return");
  const returnPath = isSafeReturnPath(requested) ? requested : undefined;
  const { firstAccountCredit, referralCodeEnabled } = useUiConfig();
  const format = useFormat();
  const t = useT(accountFormMessages);
  const first = session.firstAccount || accounts.filter((account) => !account.is_deleted).length === 0;
  return (
    <AccountForm
      heading={t("form.createTitle")}
      subtitle={t("form.createSubtitle", { invoices: invoices.toLowerCase() })}
      submitLabel={t("create")}
      pending={create.isPending}
      referralCode={first && referralCodeEnabled ? (session.referralCode ?? "") : undefined}
      notice={
        first && (firstAccountCredit ?? 0) > 0 ? (
          <Notice tone="success" title={t("form.firstCreditTitle")}>
            {t("form.firstCredit", { amount: format.money(firstAccountCredit ?? 0) })}
          </Notice>
        ) : returnPath ? (
          <Notice tone="primary">{t("form.returnNotice")}</Notice>
        ) : undefined
      }
      onSubmit={(values) =>
        create.mutate(accountBody(values, true), {
          onSuccess: (account) => {
            setFirstAccount(false);
            void navigate(returnPath ?? `/billing/account/${account.id}`);
          },
        })
      }
    />
  );
}

/** /billing/account/{id}/edit: the account's details. */
export function AccountEditScreen() {
  const id = Number(useParams().id);
  const account = useBillingAccounts().find((candidate) => candidate.id === id);
  const t = useT(accountFormMessages);
  if (!account) return <NotFoundInShell title={t("notFound")} />;
  return <AccountEdit account={account} />;
}

function AccountEdit({ account }: { account: BillingAccount }) {
  const update = useUpdateAccount(account.id);
  const navigate = useNavigate();
  const { invoices } = useBillingLabels();
  const t = useT(accountFormMessages);
  return (
    <AccountForm
      account={account}
      heading={t("form.editTitle", { name: plainName(account.title) })}
      subtitle={t("form.editSubtitle", { Invoices: invoices })}
      submitLabel={t("form.save")}
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
  /** A referral code field, prefilled with this code, when the account may take one (a first account, referrals on). */
  referralCode?: string;
  onSubmit: (values: AccountValues) => void;
}

/** The account's fields as this site configures them (visible, required) in the provider's words, with the code and email checks. */
function AccountForm({ account, heading, subtitle, submitLabel, pending, notice, referralCode, onSubmit }: AccountFormProps) {
  const config = useUiConfig();
  const billingLabels = useBillingLabels();
  const t = useT(accountFormMessages);
  // The fields are named as the account's details name them.
  const labels = accountFieldLabels(useT(accountsMessages), billingLabels);
  const rules = useMemo(() => fieldRules(config), [config]);
  const resolver = useMemo(() => lazyResolver(async () => (await loadRules()).accountResolverFor(rules)), [rules]);
  const form = useForm<AccountValues>({ resolver, defaultValues: initialAccountValues(account, referralCode) });
  const errors = form.formState.errors;
  const documentName = form.watch("document_name");
  const type = form.watch("type");
  const invoice = billingLabels.invoice.toLowerCase();
  const invoices = billingLabels.invoices.toLowerCase();

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
            ← {account ? <ResourceName name={account.title} /> : t("back")}
          </Link>
        }
        title={<span id="account-form-title">{heading}</span>}
        subtitle={subtitle}
      />
      {notice}
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {!account && (
          <RadioGroup
            label={t("form.payHow")}
            variant="inline"
            value={type}
            onValueChange={(value) => form.setValue("type", value === "invoice" ? "invoice" : "other")}
            options={[
              { value: "other", label: t("form.prepaid"), description: t("form.prepaidDescription") },
              { value: "invoice", label: t("form.byInvoice", { invoice }), description: t("form.byInvoiceDescription", { invoices }) },
            ]}
          />
        )}
        <Inline gap="md" align="start">
          {ACCOUNT_FIELDS.filter((field) => rules[field].visible).map((field) => (
            <TextField
              key={field}
              fieldClassName={styles.field}
              label={labels[field]}
              required={rules[field].required}
              type={field === "email" ? "email" : field === "customer_phone" ? "tel" : "text"}
              autoComplete={field === "email" ? "email" : field === "customer_phone" ? "tel" : field === "country" ? "country" : "off"}
              maxLength={field === "country" ? 2 : undefined}
              description={field === "country" ? t("form.countryHint") : undefined}
              error={fieldError(t, errors[field]?.message)}
              {...form.register(field)}
            />
          ))}
          <TextField fieldClassName={styles.field} label={t("form.language")} description={t("form.languageHint")} maxLength={3} error={fieldError(t, errors.lang?.message)} {...form.register("lang")} />
          {referralCode !== undefined && <ReferralCodeField form={form} />}
        </Inline>
        <TextField
          type="file"
          label={t("form.document")}
          description={documentName ? t("form.attached", { name: documentName }) : t("form.documentHint")}
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
