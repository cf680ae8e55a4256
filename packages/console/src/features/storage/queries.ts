import { useSuspenseQueries } from "@tanstack/react-query";
import type { BillingAccount, Bucket, StorageKey } from "@cloudconsole/sdk";
import { storageKeys, storageMutations, storageQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { useT } from "../../i18n";
import { billingAccountName, billingAccountQueries } from "../billing";
import { storageMessages } from "./messages";

/** The buckets and the billing accounts they are charged to, requested together. */
export function useBucketLists(): { buckets: Bucket[]; accounts: BillingAccount[]; accountName: (id: number | undefined) => string } {
  const client = useApiClient();
  return useSuspenseQueries({
    queries: [storageQueries.buckets(client), billingAccountQueries.list(client)],
    combine: ([buckets, accounts]) => ({
      buckets: buckets.data,
      accounts: accounts.data,
      accountName: (id: number | undefined) => (id === undefined ? "—" : billingAccountName(accounts.data, id)),
    }),
  });
}

/** One bucket (its own read, which fails with the API's bucket error) and the billing accounts, together. */
export function useBucket(name: string): { bucket: Bucket; accounts: BillingAccount[] } {
  const client = useApiClient();
  return useSuspenseQueries({
    queries: [storageQueries.bucket(client, { name }), billingAccountQueries.list(client)],
    combine: ([bucket, accounts]) => ({ bucket: bucket.data, accounts: accounts.data }),
  });
}

/** The S3 user, its keys and the endpoint, together: the user call makes the first key on first use. */
export function useS3Access() {
  const client = useApiClient();
  return useSuspenseQueries({
    queries: [storageQueries.user(client), storageQueries.keys(client), storageQueries.s3Endpoint(client)],
    combine: ([user, keys, endpoint]) => ({ user: user.data, keys: keys.data, endpoint: endpoint.data.url }),
  });
}

/** PUT bucket: creates it; the API's bucket errors (an I/O exception's text) reach the toast as they are. */
export function useCreateBucket() {
  const t = useT(storageMessages);
  return useApiMutation({
    mutation: storageMutations.createBucket,
    variables: (input: { name: string; billingAccountId: number }) => ({ body: { name: input.name, billing_account_id: input.billingAccountId } }),
    failure: t("failure.createBucket"),
    success: (bucket) => t("toast.bucketCreated", { name: bucket.name }),
    view: (bucket) => `/storage/bucket/${bucket.name}`,
  });
}

/** PATCH bucket: charges it to another billing account. */
export function useMoveBucket(name: string) {
  const t = useT(storageMessages);
  return useApiMutation({
    mutation: storageMutations.updateBucket,
    variables: (billingAccountId: number) => ({ body: { name, billing_account_id: billingAccountId } }),
    failure: t("failure.updateBucket"),
    success: t("toast.billingAccountChanged"),
  });
}

/** PUT bucket/cors: one allowed origin; an empty origin clears it. */
export function useSetBucketCors(name: string) {
  const t = useT(storageMessages);
  return useApiMutation({
    mutation: storageMutations.setBucketCors,
    variables: (allowedOrigin: string) => ({ body: { name, allowed_origin: allowedOrigin } }),
    failure: t("failure.setCors"),
    success: (_result, origin) => (origin ? t("toast.corsSet", { name, origin }) : t("toast.corsCleared")),
  });
}

/** DELETE bucket; the page leaves first, so the list refreshes behind it. */
export function useDeleteBucket(name: string) {
  const t = useT(storageMessages);
  return useApiMutation({
    mutation: storageMutations.deleteBucket,
    variables: () => ({ body: { name } }),
    failure: t("failure.deleteBucket"),
    success: t("toast.bucketDeleted", { name }),
    refreshInBackground: true,
  });
}

/** POST keys answers with every key: the new one is the key not there before. */
export function useCreateStorageKey() {
  const client = useApiClient();
  const t = useT(storageMessages);
  return useApiMutation({
    mutation: storageMutations.createKey,
    variables: () => undefined,
    run: async (send, _input, queryClient): Promise<StorageKey> => {
      const before = new Set((await queryClient.ensureQueryData(storageQueries.keys(client))).map((key) => key.accessKey));
      const list = await send(undefined);
      queryClient.setQueryData(storageKeys.keys(), list);
      const created = list.find((key) => !before.has(key.accessKey));
      if (!created) throw new Error(t("error.newKeyMissing"));
      return created;
    },
    failure: t("failure.createKey"),
  });
}

/** DELETE keys: the key stops working at once. */
export function useDeleteStorageKey() {
  const t = useT(storageMessages);
  return useApiMutation({
    mutation: storageMutations.deleteKey,
    variables: (accessKey: string) => ({ body: { access_key: accessKey } }),
    failure: t("failure.deleteKey"),
    success: t("toast.keyDeleted"),
  });
}
