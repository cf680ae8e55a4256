// The VM-create form's values as a type of their own: the screen, the helpers and the rules all read it, and it
// imports none of them (the rules' schema is checked against it).
import type { BOOT_SOURCES } from "./bootSource";

type BootSource = (typeof BOOT_SOURCES)[number];

/**
 * The create form's values. Numbers stay text until validated, so an empty field can say 'This field is required';
 * the rules between fields are in `vmCreateSchema`.
 */
export interface VmCreateValues {
  name: string;
  description: string;
  location: string;
  bootSource: BootSource;
  /** The VM whose snapshot or backup the new one starts from (boot source "replica"). */
  sourceUuid: string;
  sourceReplica: string;
  /** An unattached disk of the location to boot from (boot source "disk"). */
  diskUuid: string;
  imageKind: "os" | "app_catalog";
  osName: string;
  osVersion: string;
  sizeMode: "package" | "custom";
  packageIndex: string;
  vcpu: string;
  ramMb: string;
  diskGb: string;
  username: string;
  authMethod: "password" | "public_key";
  password: string;
  publicKey: string;
  cloudInit: string;
  networkUuid: string;
  reservePublicIp: boolean;
  hostPoolUuid: string;
  billingAccountId: string;
}
