import { HttpResponse, http } from "msw";
import { makeBucket, randomToken } from "../factories/entities.js";
import { formatIsoMs } from "../factories/time.js";
import type { Bucket } from "../store/entities.js";
import { callerOf, canUse, forbidden, resolveAccount, restrictionRefusal, visible } from "./access.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";

/** Why a bucket name is refused (spec §5), or undefined when it is valid. */
export function bucketNameProblem(name: string): string | undefined {
  if (name.length < 3 || name.length > 63) return "Bucket name must be 3 to 63 characters long.";
  if (!/^[a-z0-9-]+$/.test(name)) return "Bucket name may contain only lowercase letters, digits and hyphens.";
  if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return "Bucket name must start and end with a letter or digit.";
  if (name.startsWith("xn--")) return "Bucket name must not start with xn--.";
  if (name.endsWith("-s3alias")) return "Bucket name must not end with -s3alias.";
  return undefined;
}

/** Object storage: buckets, the S3 user and its keys. */
export const storageHandlers: DomainHandlers = (store, routes) => {
  const p = routes.path;
  const findBucket = (request: Request, name: string | undefined): Bucket | Response => {
    const bucket = store.state.buckets.find((b) => b.name === name);
    if (!bucket) return apiError(store, 404, `java.io.IOException: bucket ${name ?? ""} does not exist`);
    if (!canUse(callerOf(store, request), bucket.billing_account_id)) return forbidden(store);
    return bucket;
  };
  const s3User = () => ({
    userId: store.state.user.name,
    displayName: store.state.user.name,
    email: "",
    maxBuckets: 1000,
    suspended: 0,
    caps: [],
    subusers: [],
    swiftCredentials: [],
    s3Credentials: store.state.s3Keys,
  });
  const newKey = () => ({ userId: store.state.user.name, accessKey: randomToken(store.factory(), 20).toUpperCase(), secretKey: randomToken(store.factory(), 40) });

  return [
    http.get(p("/storage/bucket/list"), ({ request }) => {
      const account = new URL(request.url).searchParams.get("billing_account_id");
      const buckets = store.state.buckets.filter((b) => !account || b.billing_account_id === Number(account));
      return HttpResponse.json(visible(callerOf(store, request), buckets, (b) => b.billing_account_id));
    }),
    http.get(p("/storage/bucket"), ({ request }) => {
      const bucket = findBucket(request, new URL(request.url).searchParams.get("name") ?? undefined);
      return bucket instanceof Response ? bucket : HttpResponse.json(bucket);
    }),
    // PUT creates (api-payloads.md §2.9).
    http.put(p("/storage/bucket"), async ({ request }) => {
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
      if (store.state.s3Keys.length === 0) store.state.s3Keys.push(newKey());
      store.changed();
      return HttpResponse.json(bucket);
    }),
    http.patch(p("/storage/bucket"), async ({ request }) => {
      const body = await readParams(request);
      const bucket = findBucket(request, body.string("name"));
      if (bucket instanceof Response) return bucket;
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      bucket.billing_account_id = account.id;
      bucket.modified_at = formatIsoMs(store.clock.now());
      store.changed();
      return HttpResponse.json(bucket);
    }),
    http.delete(p("/storage/bucket"), async ({ request }) => {
      const bucket = findBucket(request, (await readParams(request)).string("name"));
      if (bucket instanceof Response) return bucket;
      if (bucket.num_objects > 0) return apiError(store, 409, `java.io.IOException: BucketNotEmpty: ${bucket.name} holds ${bucket.num_objects} objects; empty it first.`);
      store.state.buckets = store.state.buckets.filter((b) => b !== bucket);
      store.changed();
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(p("/storage/bucket/cors"), async ({ request }) => {
      const body = await readParams(request);
      const bucket = findBucket(request, body.string("name"));
      if (bucket instanceof Response) return bucket;
      if (!body.string("allowed_origin")) return apiError(store, 400, "allowed_origin is required.");
      return HttpResponse.json({ success: true });
    }),
    http.get(p("/storage/user"), () => {
      // The S3 user and a first key appear on first use.
      if (store.state.s3Keys.length === 0) {
        store.state.s3Keys.push(newKey());
        store.changed();
      }
      return HttpResponse.json(s3User());
    }),
    http.get(p("/storage/user/keys"), () => HttpResponse.json(store.state.s3Keys)),
    http.post(p("/storage/user/keys"), () => {
      store.state.s3Keys.unshift(newKey());
      store.changed();
      return HttpResponse.json(store.state.s3Keys);
    }),
    http.delete(p("/storage/user/keys"), async ({ request }) => {
      const accessKey = (await readParams(request)).string("access_key");
      if (!store.state.s3Keys.some((k) => k.accessKey === accessKey)) return apiError(store, 404, `No such access key ${accessKey ?? ""}.`.trim());
      store.state.s3Keys = store.state.s3Keys.filter((k) => k.accessKey !== accessKey);
      store.changed();
      return new HttpResponse(null, { status: 200 });
    }),
    http.get(p("/storage/api/s3"), () => HttpResponse.json({ url: "https://s3.mock.invalid:8080/" })),
  ];
};
