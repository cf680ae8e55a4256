import { operationMeta, type OperationKey, type OperationOf, type paths } from "@cloudconsole/sdk";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createMockApi } from "../src/api.js";
import { MOCK_API_KEY } from "../src/constants.js";
import { manualClock } from "../src/store/clock.js";
import type { MockState } from "../src/store/state.js";
import { addNeighbour, neighbourMarkers, type Neighbour } from "./neighbour.js";

/** A request against the API: the path (location filled in), then query, form or JSON fields. */
type Call = { path: string; query?: Record<string, string | number>; form?: Record<string, string | number>; json?: unknown };

// What fields an operation's request has (path, query and body), to find the ones that name a record.
type Keys<T> = [T] extends [never] ? never : T extends object ? keyof T : never;
type Operation<K> = K extends `${infer M extends "get" | "put" | "post" | "delete" | "patch"} ${infer P extends keyof paths}` ? OperationOf<P, M> : never;
type Parameters<K> = Operation<K> extends { parameters: infer P } ? P : never;
type PathFields<K> = Parameters<K> extends { path?: infer P } ? Exclude<Keys<NonNullable<P>>, "location"> : never;
type QueryFields<K> = Parameters<K> extends { query?: infer Q } ? Keys<NonNullable<Q>> : never;
type BodyFields<K> = Operation<K> extends { requestBody?: infer B } ? (NonNullable<B> extends { content: infer C } ? Keys<C[keyof C]> : never) : never;
/** The request fields of operation `K` that name a record by id, uuid, address or key. */
type RecordFields<K> = Extract<PathFields<K> | QueryFields<K> | BodyFields<K>, "id" | "uuid" | "address" | "access_key" | `${string}_id` | `${string}_uuid`>;

/**
 * How each operation is checked. Calls aimed at the other user's records must all be refused. An operation that
 * touches no record of its caller says why; one whose request names records must also list those fields and why
 * they name nothing of the caller's, so a new operation cannot be waved through by mistake.
 */
type Check<K extends OperationKey> =
  | readonly Call[]
  | ([RecordFields<K>] extends [never] ? { none: string } : { none: string; namesNothingOwned: readonly RecordFields<K>[] });

/** How a read that lists only the caller's records is classified; the listing test checks what it shows. */
const CALLERS_LIST = { none: "lists only the caller's records (see the listing test)" };

/** Every operation of the contract, aimed at the other user's records where it takes one. */
function checks(s: MockState, n: Neighbour): { [K in OperationKey]: Check<K> } {
  const own = {
    account: must(s.billingAccounts.find((a) => a.is_default), "a default billing account"),
    vm: must(s.vms.find((v) => v.location === "tll" && v.status === "running"), "a running VM in tll"),
    ip: must(s.ips.find((i) => i.location === "tll" && !i.assigned_to && i.user_id === s.user.id), "a spare IP in tll"),
    lb: must(s.loadBalancers.find((l) => l.user_id === s.user.id), "a load balancer"),
    firewall: must(s.firewalls?.find((f) => f.location === "tll" && f.user_id === s.user.id), "a firewall in tll"),
    network: must(s.networks.find((x) => x.location === "tll" && x.user_id === s.user.id && !x.is_default), "a second network in tll"),
    service: must(s.services.find((x) => x.user_id === s.user.id), "a service"),
    token: must(s.tokens.find((t) => t.user_id === s.user.id), "a token"),
    disk: must(s.blockDisks?.find((d) => d.location === "tll" && d.user_id === s.user.id), "a block storage disk in tll"),
    delegation: must(s.delegations.find((d) => d.owner_id === s.user.id), "a delegation"),
  };
  const theirs = { billing_account_id: n.account.id };
  const vm = (extra: Record<string, string | number> = {}) => ({ uuid: n.vm.uuid, ...extra });
  const lb = `/tll/network/load_balancers/${n.lb.uuid}`;
  const firewall = `/tll/network/firewalls/${n.firewall.uuid}`;
  const ownFirewall = `/tll/network/firewalls/${own.firewall.uuid}`;
  /** A VM call on the other user's firewall (with `vm`), then on ours with their VM; the VM in the query or a JSON body. */
  const firewallCalls = (call: string, send: "query" | "json", vm: string): Call[] =>
    [
      [`${firewall}/${call}`, vm],
      [`${ownFirewall}/${call}`, n.vm.uuid],
    ].map(([path = "", vmUuid = ""]) => (send === "query" ? { path, query: { vm_uuid: vmUuid } } : { path, json: { vm_uuid: vmUuid } }));
  const catalogue = { none: "a catalogue, the same for everyone" };
  const list = CALLERS_LIST;
  const mine = { none: "acts on the signed-in user only" };
  const vmCreate = { name: "x", os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 1024, disks: 20 };
  return {
    "get /api/parameters/vm": catalogue,
    "get /config/locations": catalogue,
    "get /config/ui/config": catalogue,
    "get /config/vm_images": catalogue,
    "get /pricing/list/current": catalogue,
    "get /metal/os": catalogue,
    "get /{location}/metal/specs": catalogue,
    "get /user-resource/service/configurations": catalogue,
    "get /{location}/user-resource/host_pool/list": catalogue,
    "get /config/vm_images/plain_os": catalogue,
    "get /config/vm_images/app_catalog": catalogue,
    "get /config/boot_images": catalogue,
    "get /config/payment/restriction_level_clear_topup_threshold": { none: "a setting of the whole site" },
    "put /config/payment/restriction_level_clear_topup_threshold": { none: "a setting of the whole site" },
    "get /payment/paypal/id_token": { none: "a token of the payment processor's session", namesNothingOwned: ["session_id"] },
    "get /payment/paypal/setup_token": { none: "a token of the payment processor's session", namesNothingOwned: ["session_id"] },
    "get /payment/paypal/payment_token": { none: "a token of the payment processor's session", namesNothingOwned: ["session_id"] },
    "post /user-resource/auth0_callback": { none: "signs the caller in" },
    "post /user-resource/admin/token": { none: "an administrator acts as any user: that is what it is for", namesNothingOwned: ["user_id", "billing_account_id"] },
    "get /user-resource/user": mine,
    "patch /user-resource/user/profile": mine,
    "get /user-resource/user/privileges": mine,
    "get /user-resource/mfa/is_active": mine,
    "post /user-resource/mfa/activate": mine,
    "post /user-resource/mfa/deactivate": mine,
    "get /storage/user": mine,
    "get /storage/user/keys": list,
    "post /storage/user/keys": mine,
    "get /storage/api/s3": mine,
    "get /user-resource/ssh_keys": list,
    "get /user-resource/user/keys": list,
    "post /user-resource/ssh_keys": { none: "creates a key of the caller's" },
    "post /user-resource/user/keys": { none: "creates a key of the caller's" },
    "get /{location}/storage/disks": list,
    "post /payment/billing_account": { none: "creates an account of the caller's", namesNothingOwned: ["integration_id"] },
    "post /{location}/network/network": { none: "creates a network of the caller's" },
    "get /payment/billing_account/list": list,
    "get /user-resource/token/list": list,
    "get /user-resource/access_group": list,
    "get /user-resource/impersonation": list,
    "get /user-resource/service/packages": list,
    "get /{location}/user-resource/vm/list": list,
    "get /{location}/network/networks": list,
    "get /{location}/network/load_balancers": list,
    "get /{location}/network/firewalls": list,
    "get /{location}/metal/leases": list,

    // Billing
    "get /charging/usage": [{ path: "/charging/usage", query: theirs }],
    "post /payment/apply_for_invoice_payment": [{ path: "/payment/apply_for_invoice_payment", query: theirs }],
    "put /payment/billing_account": [{ path: "/payment/billing_account", query: theirs, form: { title: "Mine now", email: "x@example.com", customer_phone: "+3725550000", country: "EE" } }],
    "delete /payment/billing_account": [{ path: "/payment/billing_account", query: theirs }],
    "post /payment/billing_account/set_default": [{ path: "/payment/billing_account/set_default", form: theirs }],
    "post /payment/billing_account/{id}/campaign_activate/{campaign_code}": [{ path: `/payment/billing_account/${n.account.id}/campaign_activate/WELCOME10` }],
    "put /payment/billing_account/{id}/recurring_payment": [
      { path: `/payment/billing_account/${n.account.id}/recurring_payment`, form: { is_recurring_payment_enabled: "true", recurring_payment_amount: 20, recurring_payment_threshold: 5 } },
    ],
    "put /payment/low_balance_notice_settings": [{ path: "/payment/low_balance_notice_settings", form: { ...theirs, threshold: 3, is_enabled: "true" } }],
    "get /payment/billing_account": [{ path: "/payment/billing_account", query: theirs }],
    "get /payment/billing_account/unpaid_amount": [{ path: "/payment/billing_account/unpaid_amount", query: theirs }],
    "get /payment/has_active_campaigns": { none: "whether the site runs campaigns, the same for everyone" },
    "get /payment/invoice": [{ path: "/payment/invoice", query: { invoice_id: n.invoice.id } }],
    "post /payment/pay_all": [{ path: "/payment/pay_all", form: theirs }],
    "post /payment/pay_amount": [{ path: "/payment/pay_amount", form: { ...theirs, amount: 1 } }],
    "post /payment/credit/request_invoice": [{ path: "/payment/credit/request_invoice", form: { ...theirs, amount: 50 } }],
    "get /{location}/user-resource/billing_resources": [{ path: "/tll/user-resource/billing_resources", query: { id: n.account.id } }],
    "get /pricing/policy": catalogue,
    "get /payment/invoice/list": [{ path: "/payment/invoice/list", query: theirs }],
    "get /payment/invoice/pdf": [{ path: "/payment/invoice/pdf", query: { invoice_id: n.invoice.id } }],
    "post /payment/pay_invoice": [{ path: "/payment/pay_invoice", query: { invoice_id: n.invoice.id } }],
    "get /payment/card/list": [{ path: "/payment/card/list", query: theirs }],
    "get /payment/card": [{ path: "/payment/card", query: { payment_object_id: n.cards[0].id } }],
    "post /payment/card": [{ path: "/payment/card", json: { ...theirs, token: "tok_mock", session_id: "sess" } }],
    "delete /payment/card": [{ path: "/payment/card", form: { payment_object_id: n.cards[0].id } }],
    "put /payment/card/set_primary": [{ path: "/payment/card/set_primary", form: { payment_object_id: n.cards[1].id } }],
    "post /payment/card/verify": [{ path: "/payment/card/verify", form: { payment_object_id: n.cards[1].id } }],
    "post /payment/card/prehook": [{ path: "/payment/card/prehook", form: theirs }],
    "get /payment/credit/list": [{ path: "/payment/credit/list", query: theirs }],
    "post /payment/credit/buy": [{ path: "/payment/credit/buy", query: { ...theirs, payment_object_id: n.cards[0].id, amount: 20 } }],
    "post /payment/credit/buy/posthook": [
      { path: "/payment/credit/buy/posthook", form: { ...theirs, charge_id: "ch_1", payment_object_id: n.cards[0].id } },
      { path: "/payment/credit/buy/posthook", form: { billing_account_id: own.account.id, charge_id: "ch_1", payment_object_id: n.cards[0].id } },
    ],
    "get /payment/final_topup_amount": [{ path: "/payment/final_topup_amount", query: { ...theirs, processor: "stripe_creditcard", amount: 20 } }],
    "post /payment/link/save_methods": [{ path: "/payment/link/save_methods", form: { ...theirs, method_ids: "adyen::ovo" } }],
    "post /payment/link/send_data": [{ path: "/payment/link/send_data", form: { ...theirs, amount: 20, processor: "adyen", params: "{}" } }],
    "get /payment/link/process_result": [{ path: "/payment/link/process_result", query: { ...theirs, identifier: "link_1" } }],
    "get /payment/persistent_data": [{ path: "/payment/persistent_data", query: { ...theirs, identifier: "link_1" } }],

    // Storage
    "get /storage/bucket/list": [{ path: "/storage/bucket/list", query: theirs }],
    "get /storage/bucket": [{ path: "/storage/bucket", query: { name: n.bucket.name } }],
    "put /storage/bucket": [{ path: "/storage/bucket", form: { name: "fresh-bucket", ...theirs } }],
    "patch /storage/bucket": [
      { path: "/storage/bucket", form: { name: n.bucket.name, billing_account_id: own.account.id } },
      { path: "/storage/bucket", form: { name: "demo-assets", ...theirs } },
    ],
    "delete /storage/bucket": [{ path: "/storage/bucket", query: { name: n.bucket.name } }],
    "put /storage/bucket/cors": [{ path: "/storage/bucket/cors", form: { name: n.bucket.name, allowed_origin: "https://example.com" } }],
    "delete /storage/user/keys": [{ path: "/storage/user/keys", form: { access_key: n.storageKey.accessKey } }],
    "post /{location}/storage/disks": [
      { path: "/tll/storage/disks", form: { ...theirs, size_gb: 10 } },
      { path: "/tll/storage/disks", form: { billing_account_id: own.account.id, source_image_type: "DISK", source_image: n.blockDisk.uuid } },
    ],
    "get /{location}/storage/disks/{disk_uuid}": [{ path: `/tll/storage/disks/${n.blockDisk.uuid}` }],
    "patch /{location}/storage/disks/{disk_uuid}": [
      { path: `/tll/storage/disks/${n.blockDisk.uuid}`, form: { display_name: "mine now" } },
      { path: `/tll/storage/disks/${own.disk.uuid}`, form: theirs },
    ],
    "delete /{location}/storage/disks/{disk_uuid}": [{ path: `/tll/storage/disks/${n.blockDisk.uuid}` }],

    // SSH keys, under the documented path and bapung-go's
    "patch /user-resource/ssh_keys/{uuid}": [{ path: `/user-resource/ssh_keys/${n.sshKey.uuid}`, json: { name: "mine now" } }],
    "delete /user-resource/ssh_keys/{uuid}": [{ path: `/user-resource/ssh_keys/${n.sshKey.uuid}` }],
    "patch /user-resource/user/keys/{id}": [{ path: `/user-resource/user/keys/${n.sshKey.id}`, json: { name: "mine now" } }],
    "delete /user-resource/user/keys/{id}": [{ path: `/user-resource/user/keys/${n.sshKey.id}` }],

    // Access: tokens and delegations
    "post /user-resource/token": [{ path: "/user-resource/token", form: { description: "x", restricted: "true", ...theirs } }],
    "patch /user-resource/token": [
      { path: "/user-resource/token", form: { token_id: n.token.id, description: "mine now" } },
      { path: "/user-resource/token", form: { token_id: own.token.id, restricted: "true", ...theirs } },
    ],
    "delete /user-resource/token": [{ path: "/user-resource/token", form: { token_id: n.token.id } }],
    "post /user-resource/access_group": [{ path: "/user-resource/access_group", form: { ...theirs, name: "Auditors" } }],
    "delete /user-resource/access_group/{id}": [{ path: `/user-resource/access_group/${n.delegation.id}` }],
    "post /user-resource/access_group/{delegation_id}/impersonation": [
      { path: `/user-resource/access_group/${n.delegation.id}/impersonation`, form: { grantee_username: "someone@example.com" } },
    ],
    "delete /user-resource/access_group/{delegation_id}/impersonation/{impersonation_id}": [
      { path: `/user-resource/access_group/${n.delegation.id}/impersonation/${n.impersonation.uuid}` },
      { path: `/user-resource/access_group/${own.delegation.id}/impersonation/${n.impersonation.uuid}` },
    ],
    "put /user-resource/impersonation/{uuid}/accept": [{ path: `/user-resource/impersonation/${n.invitation.uuid}/accept` }],
    "post /user-resource/impersonation/{uuid}/start": [{ path: `/user-resource/impersonation/${n.invitation.uuid}/start` }],

    // Managed services
    "post /user-resource/service/package": [
      { path: "/user-resource/service/package", json: { ...theirs, service: "postgresql", version: "16", display_name: "pg", vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 } },
    ],
    "patch /user-resource/service/package/{uuid}": [
      { path: `/user-resource/service/package/${n.service.uuid}`, json: { display_name: "mine now" } },
      { path: `/user-resource/service/package/${own.service.uuid}`, json: theirs },
    ],
    "delete /user-resource/service/package/{uuid}": [{ path: `/user-resource/service/package/${n.service.uuid}` }],
    "post /user-resource/service/package/{uuid}/resources/{target_uuid}/start": [
      { path: `/user-resource/service/package/${n.service.uuid}/resources/${n.service.resources[0]?.resource_id ?? ""}/start` },
    ],
    "post /user-resource/service/package/{uuid}/resources/{target_uuid}/stop": [
      { path: `/user-resource/service/package/${n.service.uuid}/resources/${n.service.resources[0]?.resource_id ?? ""}/stop` },
    ],
    "get /user-resource/service/package/{uuid}/secrets": [{ path: `/user-resource/service/package/${n.service.uuid}/secrets` }],
    "get /{location}/user-resource/service/package/{uuid}/whitelist_addresses": [{ path: `/${n.service.location}/user-resource/service/package/${n.service.uuid}/whitelist_addresses` }],
    "post /{location}/user-resource/service/package/{uuid}/whitelist_addresses": [
      { path: `/${n.service.location}/user-resource/service/package/${n.service.uuid}/whitelist_addresses`, form: { ip_address: "10.0.0.0/24" } },
    ],
    "delete /{location}/user-resource/service/package/{uuid}/whitelist_addresses": [
      { path: `/${n.service.location}/user-resource/service/package/${n.service.uuid}/whitelist_addresses`, form: { ip_address: "10.9.9.0/24" } },
    ],
    "post /{location}/user-resource/service/package/vm/rebuild": [{ path: "/tll/user-resource/service/package/vm/rebuild", form: { uuid: n.service.uuid } }],

    // Bare metal
    "post /{location}/metal/leases": [
      { path: "/tll/metal/leases", form: { ...theirs, spec_uuid: "3d5e7f90-1111-4a2b-8c3d-000000000001", display_name: "m", requested_os_id: "debian-12" } },
    ],
    "patch /{location}/metal/leases/{uuid}": [{ path: `/tll/metal/leases/${n.lease.uuid}`, form: { display_name: "mine now" } }],
    "delete /{location}/metal/leases/{uuid}": [{ path: `/tll/metal/leases/${n.lease.uuid}` }],

    // Network
    "get /{location}/network/ip_addresses": [
      { path: "/tll/network/ip_addresses", query: theirs },
      { path: "/tll/network/ip_addresses", query: { vm_uuid: n.vm.uuid } },
    ],
    "post /{location}/network/ip_addresses": [{ path: "/tll/network/ip_addresses", json: { ...theirs, name: "x" } }],
    "patch /{location}/network/ip_addresses/{address}": [
      { path: `/tll/network/ip_addresses/${n.ip.address}`, json: { name: "mine now" } },
      { path: `/tll/network/ip_addresses/${own.ip.address}`, json: theirs },
    ],
    "delete /{location}/network/ip_addresses/{address}": [{ path: `/tll/network/ip_addresses/${n.ip.address}` }],
    "post /{location}/network/ip_addresses/{address}/assign": [
      { path: `/tll/network/ip_addresses/${n.ip.address}/assign`, json: { vm_uuid: own.vm.uuid } },
      { path: `/tll/network/ip_addresses/${own.ip.address}/assign`, json: { vm_uuid: n.vm.uuid } },
    ],
    "post /{location}/network/ip_addresses/{address}/unassign": [{ path: `/tll/network/ip_addresses/${n.ip.address}/unassign` }],
    "patch /{location}/network/network/{uuid}": [{ path: `/tll/network/network/${n.network.uuid}`, json: { name: "mine now" } }],
    "delete /{location}/network/network/{uuid}": [{ path: `/tll/network/network/${n.network.uuid}` }],
    "put /{location}/network/network/{uuid}/default": [{ path: `/tll/network/network/${n.network.uuid}/default` }],
    "post /{location}/network/load_balancers": [
      { path: "/tll/network/load_balancers", json: { ...theirs, display_name: "lb" } },
      { path: "/tll/network/load_balancers", json: { billing_account_id: own.account.id, display_name: "lb", network_uuid: n.network.uuid } },
      { path: "/tll/network/load_balancers", json: { billing_account_id: own.account.id, display_name: "lb", targets: [{ target_uuid: n.vm.uuid, target_type: "vm" }] } },
    ],
    "patch /{location}/network/load_balancers/{uuid}": [{ path: lb, json: { display_name: "mine now" } }],
    "delete /{location}/network/load_balancers/{uuid}": [{ path: lb }],
    "put /{location}/network/load_balancers/{uuid}/billing_account": [
      { path: `${lb}/billing_account`, query: { set_id: own.account.id } },
      { path: `/tll/network/load_balancers/${own.lb.uuid}/billing_account`, query: { set_id: n.account.id } },
    ],
    "post /{location}/network/load_balancers/{uuid}/forwarding_rules": [{ path: `${lb}/forwarding_rules`, json: { source_port: 81, target_port: 8081 } }],
    "delete /{location}/network/load_balancers/{uuid}/forwarding_rules/{rule_uuid}": [{ path: `${lb}/forwarding_rules/${n.rule.uuid}` }],
    "post /{location}/network/load_balancers/{uuid}/targets": [
      { path: `${lb}/targets`, json: { target_uuid: own.vm.uuid, target_type: "vm" } },
      { path: `/tll/network/load_balancers/${own.lb.uuid}/targets`, json: { target_uuid: n.vm.uuid, target_type: "vm" } },
    ],
    "delete /{location}/network/load_balancers/{uuid}/targets/{target_uuid}": [{ path: `${lb}/targets/${n.vm.uuid}` }],
    "get /{location}/network/ip_addresses/{address}": [{ path: `/tll/network/ip_addresses/${n.ip.address}` }],
    "get /{location}/network/network/{uuid}": [{ path: `/tll/network/network/${n.network.uuid}` }],
    "get /{location}/network/load_balancers/{uuid}": [{ path: lb }],
    "post /{location}/network/firewalls": [{ path: "/tll/network/firewalls", json: { ...theirs, display_name: "fw" } }],
    "put /{location}/network/firewalls/{uuid}": [{ path: firewall, json: { display_name: "mine now", rules: [] } }],
    "delete /{location}/network/firewalls/{uuid}": [{ path: firewall }],
    "post /{location}/network/firewalls/{uuid}/vms": firewallCalls("vms", "query", own.vm.uuid),
    "delete /{location}/network/firewalls/{uuid}/vms": firewallCalls("vms", "query", n.vm.uuid),
    "post /{location}/network/firewalls/{uuid}/assign": firewallCalls("assign", "json", own.vm.uuid),
    "post /{location}/network/firewalls/{uuid}/unassign": firewallCalls("unassign", "json", n.vm.uuid),

    // Virtual machines, their disks, snapshots and interfaces
    "post /{location}/user-resource/vm": [
      { path: "/tll/user-resource/vm", form: { ...theirs, ...vmCreate } },
      { path: "/tll/user-resource/vm", form: { billing_account_id: own.account.id, ...vmCreate, source_uuid: n.vm.uuid, source_replica: n.replica.uuid } },
      { path: "/tll/user-resource/vm", form: { billing_account_id: own.account.id, ...vmCreate, disk_uuid: n.spareDisk.uuid } },
      { path: "/tll/user-resource/vm", form: { billing_account_id: own.account.id, ...vmCreate, network_uuid: n.network.uuid } },
    ],
    "get /{location}/user-resource/vm": [{ path: "/tll/user-resource/vm", query: vm() }],
    "patch /{location}/user-resource/vm": [{ path: "/tll/user-resource/vm", form: vm({ name: "mine-now" }) }],
    "delete /{location}/user-resource/vm": [{ path: "/tll/user-resource/vm", form: vm() }],
    "post /{location}/user-resource/resource_billing": [
      { path: "/tll/user-resource/resource_billing", form: vm({ billing_account_id: own.account.id, resource_type: "vm" }) },
      { path: "/tll/user-resource/resource_billing", form: { uuid: own.vm.uuid, ...theirs } },
    ],
    "post /{location}/user-resource/vm/start": [{ path: "/tll/user-resource/vm/start", form: vm() }],
    "post /{location}/user-resource/vm/stop": [{ path: "/tll/user-resource/vm/stop", form: vm({ force: "true" }) }],
    "post /{location}/user-resource/vm/backup": [{ path: "/tll/user-resource/vm/backup", form: vm() }],
    "post /{location}/user-resource/vm/clone": [{ path: "/tll/user-resource/vm/clone", form: vm({ name: "copy" }) }],
    "post /{location}/user-resource/vm/reinstall": [{ path: "/tll/user-resource/vm/reinstall", form: vm({ os_name: "debian", os_version: "12" }) }],
    "post /{location}/user-resource/vm/rebuild": [{ path: "/tll/user-resource/vm/rebuild", form: vm({ replica_uuid: n.replica.uuid, type: "snapshot" }) }],
    "post /{location}/user-resource/vm/rescue_start": [{ path: "/tll/user-resource/vm/rescue_start", form: vm() }],
    "patch /{location}/user-resource/vm/user": [{ path: "/tll/user-resource/vm/user", form: vm({ username: "u", password: "NewSecret1" }) }],
    "post /{location}/user-resource/vm/replica": [{ path: "/tll/user-resource/vm/replica", form: vm() }],
    "delete /{location}/user-resource/vm/replica": [
      { path: "/tll/user-resource/vm/replica", form: vm({ replica_uuid: n.replica.uuid, type: "snapshot" }) },
      { path: "/tll/user-resource/vm/replica", form: { uuid: own.vm.uuid, replica_uuid: n.replica.uuid, type: "snapshot" } },
    ],
    "get /{location}/user-resource/vm/replica": [{ path: "/tll/user-resource/vm/replica", query: vm() }],
    "patch /{location}/user-resource/vm/replica": [
      { path: "/tll/user-resource/vm/replica", form: vm({ replica_uuid: n.replica.uuid }) },
      { path: "/tll/user-resource/vm/replica", form: { uuid: own.vm.uuid, replica_uuid: n.replica.uuid } },
    ],
    "post /{location}/user-resource/vm/boot_iso_media": [
      { path: "/tll/user-resource/vm/boot_iso_media", form: vm({ boot_image_uuid: "e3a5f2d6-7d15-11f0-85ba-047bcbc1cb26" }) },
      { path: "/tll/user-resource/vm/boot_iso_media", form: { uuid: own.vm.uuid, boot_image_uuid: n.blockDisk.uuid, boot_image_repository: "private" } },
    ],
    "post /{location}/user-resource/vm/ip/public": [{ path: "/tll/user-resource/vm/ip/public", form: vm() }],
    "delete /{location}/user-resource/vm/ip/public": [{ path: "/tll/user-resource/vm/ip/public", form: vm() }],
    "post /{location}/user-resource/vm/storage/attach": [
      { path: "/tll/user-resource/vm/storage/attach", form: vm({ storage_uuid: own.disk.uuid }) },
      { path: "/tll/user-resource/vm/storage/attach", form: { uuid: own.vm.uuid, storage_uuid: n.blockDisk.uuid } },
    ],
    "post /{location}/user-resource/vm/storage/detach": [
      { path: "/tll/user-resource/vm/storage/detach", form: vm({ storage_uuid: n.attachedDisk.uuid }) },
      { path: "/tll/user-resource/vm/storage/detach", form: { uuid: own.vm.uuid, storage_uuid: n.attachedDisk.uuid } },
    ],
    "post /{location}/user-resource/vm/storage": [{ path: "/tll/user-resource/vm/storage", form: vm({ size_gb: 10 }) }],
    "patch /{location}/user-resource/vm/storage": [{ path: "/tll/user-resource/vm/storage", form: vm({ disk_uuid: n.vm.storage[0]?.uuid ?? "", size_gb: 100 }) }],
    "delete /{location}/user-resource/vm/storage": [{ path: "/tll/user-resource/vm/storage", form: vm({ storage_uuid: n.vm.storage[1]?.uuid ?? "" }) }],
    "get /{location}/network/virtual-machines/{uuid}/interfaces": [{ path: `/tll/network/virtual-machines/${n.vm.uuid}/interfaces` }],
    "post /{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces": [
      { path: `/tll/network/virtual-machines/${n.vm.uuid}/interfaces/${n.vm.uuid}/subinterfaces`, query: { network_uuid: own.network.uuid, vlan_tag: 12 } },
      { path: `/tll/network/virtual-machines/${own.vm.uuid}/interfaces/${own.vm.uuid}/subinterfaces`, query: { network_uuid: n.network.uuid, vlan_tag: 12 } },
    ],
    "delete /{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}": [{ path: `/tll/network/virtual-machines/${n.vm.uuid}/subinterfaces/${n.subinterface.uuid}` }],
  };
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo preset should have ${what}`);
  return value;
}

function toRequest(operationKey: string, call: Call): Request {
  const method = (operationKey.split(" ")[0] ?? "get").toUpperCase();
  const url = new URL(`http://mock.test/v1${call.path}`);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers({ apikey: MOCK_API_KEY });
  let body: string | undefined;
  if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers.set("content-type", "application/json");
  } else if (call.form) {
    body = new URLSearchParams(Object.entries(call.form).map(([k, v]) => [k, String(v)])).toString();
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  return new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
}

/** A demo store with another user's records in it, and the handlers over it. */
function setup() {
  const api = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
  const neighbour = addNeighbour(api.store);
  return { ...api, neighbour };
}

/** The state without the error counter (each refusal takes a new correlation id). */
const comparable = ({ errorCount: _errors, ...state }: MockState) => state;

const keys = Object.keys(operationMeta) as OperationKey[];
const { store: sample, neighbour: sampleNeighbour } = setup();
const table = checks(sample.state, sampleNeighbour);
const refusals = keys.flatMap((key) => {
  const check = table[key];
  return "none" in check ? [] : check.map((_, index) => [key, index] as const);
});

describe("every handler checks that the caller owns what it touches", () => {
  it("classifies every operation of the contract", () => {
    expect(keys.filter((key) => !(key in table))).toEqual([]);
    expect(Object.keys(table).filter((key) => !(key in operationMeta))).toEqual([]);
  });

  it.each(refusals)("%s (call %i) refuses another user's record, and changes nothing", async (key, index) => {
    const { store, handlers, neighbour } = setup();
    const check = checks(store.state, neighbour)[key];
    const call = "none" in check ? undefined : check[index];
    if (!call) throw new Error(`no call ${index} for ${key}`);
    const before = structuredClone(comparable(store.state));
    const request = toRequest(key, call);
    const sent = `${request.url} ${JSON.stringify(call.form ?? call.json ?? {})}`;
    const response = await getResponse(handlers, request);
    const text = (await response?.text()) ?? "";
    expect([403, 404], text).toContain(response?.status);
    expect(Object.keys((JSON.parse(text) as { errors?: object }).errors ?? {}), text).not.toEqual([]);
    for (const marker of neighbourMarkers(neighbour).filter((m) => !sent.includes(m))) expect(text, marker).not.toContain(marker);
    expect(comparable(store.state)).toEqual(before);
  });
});

/**
 * What each listing of the caller's records must show: every such record of the demo preset (in tll where the
 * listing is per location), taken before the other user's records are added.
 */
const ownListed: Record<string, (s: MockState) => string[]> = {
  "get /payment/billing_account/list": (s) => s.billingAccounts.map((a) => a.title),
  "get /storage/user/keys": (s) => s.s3Keys.map((k) => k.accessKey),
  "get /user-resource/ssh_keys": (s) => (s.sshKeys ?? []).map((k) => k.uuid),
  "get /user-resource/user/keys": (s) => (s.sshKeys ?? []).map((k) => k.uuid),
  "get /{location}/storage/disks": (s) => (s.blockDisks ?? []).filter((d) => d.location === "tll").map((d) => d.uuid),
  "get /user-resource/access_group": (s) => s.delegations.map((d) => d.name),
  "get /user-resource/impersonation": (s) => s.receivedImpersonations.map((i) => i.uuid),
  "get /user-resource/service/packages": (s) => s.services.filter((x) => !x.is_deleted).map((x) => x.uuid),
  "get /user-resource/token/list": (s) => s.tokens.map((t) => t.token),
  "get /{location}/metal/leases": (s) => s.metalLeases.filter((l) => l.location === "tll" && l.status !== "released").map((l) => l.uuid),
  "get /{location}/network/firewalls": (s) => (s.firewalls ?? []).filter((f) => f.location === "tll").map((f) => f.uuid),
  "get /{location}/network/load_balancers": (s) => s.loadBalancers.filter((l) => l.location === "tll" && !l.is_deleted).map((l) => l.uuid),
  "get /{location}/network/networks": (s) => s.networks.filter((x) => x.location === "tll").map((x) => x.uuid),
  "get /{location}/user-resource/vm/list": (s) => s.vms.filter((v) => v.location === "tll" && v.status !== "deleted").map((v) => v.uuid),
};

describe("listings show the caller's records and none of another user's", () => {
  // Reads that name no record: catalogues, settings, the caller's own lists. Those whose query names a record are
  // refused above when it is the other user's.
  const listings = keys.filter((key) => key.startsWith("get ") && !key.replace("{location}", "").includes("{") && "none" in table[key]);
  const callersLists = keys.filter((key) => table[key] === CALLERS_LIST);

  it("know what each list of the caller's records must show", () => {
    expect(Object.keys(ownListed).sort()).toEqual([...callersLists].sort());
  });

  it.each(listings)("%s", async (key) => {
    const api = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    const own = ownListed[key]?.(api.store.state) ?? [];
    const neighbour = addNeighbour(api.store);
    const path = key.slice("get ".length).replace("{location}", "tll");
    const response = await getResponse(api.handlers, toRequest(key, { path }));
    const text = (await response?.text()) ?? "";
    expect(response?.status, text).toBe(200);
    for (const record of own) expect(text, record).toContain(record);
    for (const marker of neighbourMarkers(neighbour)) expect(text, marker).not.toContain(marker);
  });

  it.each(Object.keys(ownListed))("%s has records of the caller's in the demo preset to show", (key) => {
    const { store } = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    expect(ownListed[key]?.(store.state)).not.toEqual([]);
  });
});
