// What the API shows of the S3 user and its keys.
import type { StorageKey, StorageUser } from "@cloudconsole/sdk";
import { contractShape } from "../handlers/contract.js";
import type { StoredStorageKey, StoredUser } from "../store/entities.js";
import type { MockState } from "../store/state.js";

const asKey = contractShape<StorageKey>();
const asStorageUser = contractShape<StorageUser>();

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
