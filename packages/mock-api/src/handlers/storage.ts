import { makeBucket, makeStorageKey } from "../factories/storage.js";
import { formatIsoMs } from "../factories/time.js";
import { serveBucket, serveStorageKey, serveStorageUser, storageKeysOf } from "../serializers/storage.js";
import type { StoredBucket } from "../store/entities.js";
import { callerOf, chargedTo, owned, refuseForeignAccount, resolveAccount, restrictionRefusal, visibleTo } from "./access.js";
import { operation } from "./contract.js";
import { storageKeyOwner } from "./owners.js";
import { blockStorageHandlers } from "./blockStorage.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";

/**
 * Why a bucket name is refused, or undefined when it is valid: 3 to 63 lowercase letters, digits and hyphens, a letter
 * or digit at both ends, not starting with `xn--` nor ending with `-s3alias`.
 */
export function bucketNameProblem(name: string): string | undefined {
  if (name.length < 3 || name.length > 63) return "Bucket name must be 3 to 63 characters long.";
  if (!/^[a-z0-9-]+$/.test(name)) return "Bucket name may contain only lowercase letters, digits and hyphens.";
  if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return "Bucket name must start and end with a letter or digit.";
  if (name.startsWith("xn--")) return "Bucket name must not start with xn--.";
  if (name.endsWith("-s3alias")) return "Bucket name must not end with -s3alias.";
  return undefined;
}

/** Object storage (buckets, the S3 user and its keys) and block storage disks. */
export const storageHandlers: DomainHandlers = (store, routes) => {
  const bucketOwner = (bucket: StoredBucket) => chargedTo(store.state, bucket.billing_account_id);
  const findBucket = (request: Request, name: string | undefined) =>
    owned(store, callerOf(store, request), store.state.buckets.find((b) => b.name === name), bucketOwner, () =>
      apiError(store, 404, `java.io.IOException: bucket ${name ?? ""} does not exist`),
    );
  const keys = () => storageKeysOf(store.state, store.state.user);
  const addKey = () => store.state.s3Keys.unshift(makeStorageKey(store.factory(), store.state.user.name));
  /** The S3 user and a first key appear on first use, whichever of the user and key reads comes first. */
  const ensureFirstKey = () => {
    if (keys().length > 0) return;
    addKey();
    store.changed();
  };

  return [
    operation(routes, "get /storage/bucket/list", ({ request, reply }) => {
      const caller = callerOf(store, request);
      const account = new URL(request.url).searchParams.get("billing_account_id");
      const foreign = refuseForeignAccount(store, caller, account ? Number(account) : undefined);
      if (foreign) return foreign;
      const buckets = store.state.buckets.filter((b) => !account || b.billing_account_id === Number(account));
      return reply.json(visibleTo(store, caller, buckets, bucketOwner).map((b) => serveBucket(store.state, b)));
    }),
    operation(routes, "get /storage/bucket", ({ request, reply }) => {
      const bucket = findBucket(request, new URL(request.url).searchParams.get("name") ?? undefined);
      return bucket instanceof Response ? bucket : reply.json(serveBucket(store.state, bucket));
    }),
    // PUT creates a bucket; bucket names are unique across all users.
    operation(routes, "put /storage/bucket", async ({ request, reply }) => {
      const body = await readParams(request);
      const name = body.string("name") ?? "";
      const problem = bucketNameProblem(name);
      if (problem) return apiError(store, 400, problem);
      if (store.state.buckets.some((b) => b.name === name)) return apiError(store, 409, `java.io.IOException: BucketAlreadyExists: ${name} is taken; bucket names are unique across all users.`);
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const frozen = restrictionRefusal(store, account);
      if (frozen) return frozen;
      const bucket = makeBucket(store.factory(), name, account.id, { owner: store.state.user.name });
      store.state.buckets.push(bucket);
      if (keys().length === 0) addKey();
      store.changed();
      return reply.json(serveBucket(store.state, bucket));
    }),
    operation(routes, "patch /storage/bucket", async ({ request, reply }) => {
      const body = await readParams(request);
      const bucket = findBucket(request, body.string("name"));
      if (bucket instanceof Response) return bucket;
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      bucket.billing_account_id = account.id;
      bucket.modified_at = formatIsoMs(store.clock.now());
      store.changed();
      return reply.json(serveBucket(store.state, bucket));
    }),
    operation(routes, "delete /storage/bucket", async ({ request, reply }) => {
      const bucket = findBucket(request, (await readParams(request)).string("name"));
      if (bucket instanceof Response) return bucket;
      if (bucket.num_objects > 0) return apiError(store, 409, `java.io.IOException: BucketNotEmpty: ${bucket.name} holds ${bucket.num_objects} objects; empty it first.`);
      store.state.buckets = store.state.buckets.filter((b) => b !== bucket);
      store.changed();
      return reply.empty(204);
    }),
    operation(routes, "put /storage/bucket/cors", async ({ request, reply }) => {
      const body = await readParams(request);
      const bucket = findBucket(request, body.string("name"));
      if (bucket instanceof Response) return bucket;
      // An empty origin (which a form encoder leaves out) clears the bucket's CORS rule; the API shows no copy of it.
      const origin = body.string("allowed_origin");
      if (origin && origin !== "*" && !/^https?:\/\/[^\s/]+$/.test(origin)) return apiError(store, 400, `java.io.IOException: invalid CORS origin ${origin}`);
      return reply.json({ success: true });
    }),
    operation(routes, "get /storage/user", ({ reply }) => {
      ensureFirstKey();
      return reply.json(serveStorageUser(store.state, store.state.user));
    }),
    operation(routes, "get /storage/user/keys", ({ reply }) => {
      ensureFirstKey();
      return reply.json(keys().map(serveStorageKey));
    }),
    operation(routes, "post /storage/user/keys", ({ reply }) => {
      addKey();
      store.changed();
      return reply.json(keys().map(serveStorageKey));
    }),
    operation(routes, "delete /storage/user/keys", async ({ request, reply }) => {
      const accessKey = (await readParams(request)).string("access_key");
      const key = owned(store, callerOf(store, request), store.state.s3Keys.find((k) => k.accessKey === accessKey), storageKeyOwner, () =>
        apiError(store, 404, `No such access key ${accessKey ?? ""}.`.trim()),
      );
      if (key instanceof Response) return key;
      store.state.s3Keys = store.state.s3Keys.filter((k) => k !== key);
      store.changed();
      return reply.empty(200);
    }),
    operation(routes, "get /storage/api/s3", ({ reply }) => reply.json({ url: "https://s3.mock.invalid:8080/" })),
    ...blockStorageHandlers(store, routes),
  ];
};
