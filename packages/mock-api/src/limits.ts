// The mock's own limits on what a request may carry, where the contract sets none. The contract's limits (minimum,
// maximum, maxLength, pattern, enum; src/generated/requestRules.ts) always win over these.

/** The largest request body the mock reads (1 MB): a bigger one is answered 413 before it is read in full. */
export const MAX_BODY_BYTES = 1_048_576;

/** Fields one request may carry, query string and body together. */
export const MAX_FIELDS = 200;

/** How deep a JSON body may nest objects and arrays. */
export const MAX_JSON_DEPTH = 16;

/** Items of an array field (load balancer rules and targets, payment method ids). */
export const MAX_ARRAY_ITEMS = 100;

/** Field names are short identifiers: letters, digits, `_`, `-`, `.` and `[]`. */
export const FIELD_NAME = /^[A-Za-z0-9_.[\]-]{1,100}$/;

/** Characters of a text field the contract leaves unbounded: names, descriptions, addresses, ids. */
export const MAX_TEXT_LENGTH = 1_000;

/** Text fields that legitimately run longer, and how long they may be. */
export const LONG_TEXT_LENGTHS: Readonly<Record<string, number>> = {
  /** User-data scripts (YAML or JSON). */
  cloud_init: 65_536,
  public_key: 16_384,
  /** A billing account's attachment, sent as a data URL: bounded by the body itself. */
  document: MAX_BODY_BYTES,
  /** JSON documents sent as text. */
  package_parameters: 65_536,
  params: 16_384,
  /** Card tokens and identity provider tokens (JWTs). */
  token: 16_384,
  access_token: 16_384,
  id_token: 16_384,
  state: 4_096,
};

/** Whole numbers the contract leaves unbounded (record ids, counts): the platform's 32-bit integer columns. */
export const INTEGER_RANGE = { minimum: 0, maximum: 2_147_483_647 } as const;

/** Numbers the contract leaves unbounded: every one a request carries is an amount of money or a threshold. */
export const NUMBER_RANGE = { minimum: 0, maximum: 1_000_000_000 } as const;

/** Bounds by field name where the contract gives a minimum at most: machine and disk sizes, VLAN tags. */
export const FIELD_RANGES: Readonly<Record<string, { minimum?: number; maximum: number }>> = {
  vcpu: { maximum: 1_024 },
  vm_cpu: { maximum: 1_024 },
  /** MB: 16 TB. */
  ram: { maximum: 16_777_216 },
  vm_ram: { maximum: 16_777_216 },
  /** GB: 1 PB. */
  disks: { maximum: 1_048_576 },
  size_gb: { maximum: 1_048_576 },
  vm_disk_gb: { maximum: 1_048_576 },
  /** IEEE 802.1Q: 0 and 4095 are reserved. */
  vlan_tag: { minimum: 1, maximum: 4_094 },
  connection_limit: { maximum: 1_000_000 },
};

/** The most `POST /__mock/advance?ms=` moves the standalone server's clock in one call: a year. */
export const MAX_CLOCK_STEP_MS = 366 * 24 * 60 * 60 * 1000;

/** How far `POST /__mock/advance` may move the standalone server's clock in all: ten years. */
export const MAX_CLOCK_OFFSET_MS = 10 * 366 * 24 * 60 * 60 * 1000;
