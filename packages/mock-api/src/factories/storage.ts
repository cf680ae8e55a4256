// Object storage: buckets and the S3 user's keys.
import type { StoredBucket, StoredStorageKey } from "../store/entities.js";
import type { FactoryContext } from "./context.js";
import { randomToken } from "./text.js";
import { formatIsoMs } from "./time.js";

/** An object storage bucket. */
export function makeBucket(ctx: FactoryContext, name: string, billingAccountId: number, overrides: Partial<StoredBucket> = {}): StoredBucket {
  return {
    name,
    billing_account_id: billingAccountId,
    owner: "demo@example.com",
    size_bytes: 0,
    num_objects: 0,
    is_suspended: false,
    created_at: formatIsoMs(ctx.now),
    modified_at: formatIsoMs(ctx.now),
    ...overrides,
  };
}

/** An S3 access key of the user whose S3 user id is `s3UserId` (the user's name). */
export function makeStorageKey(ctx: FactoryContext, s3UserId: string, overrides: Partial<StoredStorageKey> = {}): StoredStorageKey {
  return {
    userId: s3UserId,
    user_id: ctx.userId,
    accessKey: randomToken(ctx, 20).toUpperCase(),
    secretKey: randomToken(ctx, 40),
    ...overrides,
  };
}
