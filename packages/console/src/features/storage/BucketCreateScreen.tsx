import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { configQueries } from "@cloudconsole/sdk/query";
import { Button, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useFormat } from "../../format";
import { useT } from "../../i18n";
import { monthlyPerUnit, priceIn } from "../../shared/pricing";
import { BillingAccountSelect } from "../billing";
import { useBucketLists, useCreateBucket } from "./queries";
import { storageMessages } from "./messages";
import { bucketResolver } from "./resolvers";
import { StorageBack } from "./StorageBack";
import type { BucketValues } from "./storageRules";
import * as styles from "./storage.css";
import { FailureNotice } from "../../screens/FailureNotice";

/** /storage/create: a bucket name checked as it is typed, and the billing account it is charged to. */
export function BucketCreateScreen() {
  const { accounts } = useBucketLists();
  const create = useCreateBucket();
  const navigate = useNavigate();
  const format = useFormat();
  const t = useT(storageMessages);
  const resolver = useMemo(() => bucketResolver(t), [t]);
  // Buckets belong to no location: the object storage price is the site's one (prices do not hold the form back).
  const price = priceIn(useQuery(configQueries.currentPrices(useApiClient())).data, "OBJECT_STORAGE", "");
  const form = useForm<BucketValues>({
    resolver,
    mode: "onChange",
    criteriaMode: "all",
    defaultValues: { name: "", billingAccountId: String((accounts.find((account) => account.is_default) ?? accounts[0])?.id ?? "") },
  });
  const { errors } = form.formState;
  const nameProblems = errors.name ? Object.values(errors.name.types ?? {}).flat().map(String) : [];
  const submit = form.handleSubmit((values) =>
    create.mutate({ name: values.name, billingAccountId: Number(values.billingAccountId) }, { onSuccess: (bucket) => void navigate(`/storage/bucket/${bucket.name}`) }),
  );
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="bucket-create-title">
      <PageHeader className={styles.pageHeader} back={<StorageBack label={t("back")} />} title={<span id="bucket-create-title">{t("bucketCreate.title")}</span>} subtitle={t("bucketCreate.subtitle")} />
      <Stack as="form" gap="md" className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={t("bucketCreate.name")}
          required
          autoComplete="off"
          spellCheck={false}
          description={t("bucketCreate.nameRule")}
          error={
            nameProblems.length > 0 ? (
              <>
                {nameProblems.map((problem) => (
                  <span key={problem} className={styles.problem}>
                    {problem}
                  </span>
                ))}
              </>
            ) : undefined
          }
          {...form.register("name")}
        />
        <BillingAccountSelect accounts={accounts} error={errors.billingAccountId?.message} {...form.register("billingAccountId")} />
        <p className={styles.cardText} aria-live="polite">
          {/* Per GB a month only: an hour's price per GB is far below what four decimals show. */}
          {price && t("bucketCreate.price", { price: format.money(monthlyPerUnit(price), { precise: true }) })}
        </p>
        {create.error && (
          <FailureNotice title={t("bucketCreate.failed")} error={create.error} />
        )}
        <Inline>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t("createBucket")}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
