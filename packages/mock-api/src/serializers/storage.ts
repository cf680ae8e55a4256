// What the API shows of the S3 user and its keys.
import type { Bucket, StorageKey, StorageUser } from "@cloudconsole/sdk";
import { accountOwner } from "../handlers/access.js";
import { contractShape } from "../handlers/contract.js";
import type { StoredBucket, StoredStorageKey, StoredUser } from "../store/entities.js";
import type { MockState } from "../store/state.js";

const asKey = contractShape<StorageKey>();
const asBucket = contractShape<Bucket>();
const asStorageUser = contractShape<StorageUser>();

/** A bucket as the live API answers it (rec-bucket-create): with its owner's user id, the user of its billing account. */
export function serveBucket(state: MockState, bucket: StoredBucket): Bucket {
  return asBucket({ ...bucket, user_id: accountOwner(state, bucket.billing_account_id) ?? state.user.id });
}

/** An S3 key as the API shows it: without its owner. */
export function serveStorageKey(key: StoredStorageKey): StorageKey {
  const { user_id: _owner, ...served } = key;
  return asKey(served);
}

/** The S3 keys of a user, newest first as kept. */
export function storageKeysOf(state: MockState, user: StoredUser): StoredStorageKey[] {
  return state.s3Keys.filter((k) => k.user_id === user.id);
}

/** The user's S3 user, with its keys as credentials. */
export function serveStorageUser(state: MockState, user: StoredUser): StorageUser {
  return asStorageUser({
    userId: user.name,
    displayName: user.name,
    email: "",
    maxBuckets: 1000,
    suspended: 0,
    caps: [],
    subusers: [],
    swiftCredentials: [],
    s3Credentials: storageKeysOf(state, user).map(serveStorageKey),
  });
}
