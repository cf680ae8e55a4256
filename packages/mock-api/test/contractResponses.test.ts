import { operationMeta } from "@cloudconsole/sdk";
import { checkResponse } from "@cloudconsole/sdk/validators";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createMockApi } from "../src/api.js";
import { MOCK_API_KEY } from "../src/constants.js";
import { manualClock } from "../src/store/clock.js";
import type { MockState } from "../src/store/state.js";
import { checkSavedState } from "../src/store/stateSchema.js";
import { attachedSeededDisk } from "./attachedDisk.js";

const DAY_MS = 24 * 60 * 60 * 1000;

type Fixture = { path: string; query?: Record<string, string | number>; form?: Record<string, string | number>; json?: unknown };

const first = <T>(items: T[], what: string): T => {
  const item = items[0];
  if (item === undefined) throw new Error(`the demo preset should have ${what}`);
  return item;
};

/** A valid request for each operation, against the demo preset's records. */
function fixtures(s: MockState): Record<string, Fixture> {
  const account = first(s.billingAccounts, "billing accounts");
  const card = first(s.cards.filter((c) => c.billing_account_id === account.id && !c.is_primary), "a second card");
  const vm = first(s.vms.filter((v) => v.location === "tll" && v.status === "running"), "running VMs in tll");
  const stopped = first(s.vms.filter((v) => v.location === "tll" && v.status === "stopped"), "stopped VMs in tll");
  const replica = first(vm.storage.flatMap((d) => d.replica), "a snapshot");
  const spareIp = first(s.ips.filter((i) => i.location === "tll" && !i.assigned_to), "a spare IP");
  const assignedIp = first(s.ips.filter((i) => i.location === "tll" && i.assigned_to), "an assigned IP");
  const lb = first(s.loadBalancers, "a load balancer");
  const network = first(s.networks.filter((n) => n.location === "tll" && !n.is_default), "a second network");
  const firewall = first((s.firewalls ?? []).filter((f) => f.location === "tll" && f.vm_uuids.length > 0), "a firewall guarding a VM in tll");
  const fw = `/tll/network/firewalls/${firewall.uuid}`;
  const rules = [{ direction: "inbound", protocol: "tcp", port_start: 22, port_end: 22, endpoint_spec_type: "ip_prefixes", endpoint_spec: ["10.0.0.0/24"] }];
  const service = first(s.services, "managed services");
  const delegation = first(s.delegations, "delegations");
  const impersonation = first(delegation.impersonations, "invitations sent");
  const invitation = first(s.receivedImpersonations, "invitations received");
  const lease = first(s.metalLeases, "a metal lease");
  const unpaid = first(s.invoices.filter((i) => i.status === 5), "an unpaid invoice");
  const token = first(s.tokens, "tokens");
  const twoDisks = first(s.vms.filter((v) => v.location === "tll" && v.storage.length > 1), "a VM with two disks");
  const unused = first(
    s.billingAccounts.filter((a) => !s.vms.some((v) => v.billing_account === a.id) && !s.buckets.some((b) => b.billing_account_id === a.id) && !s.ips.some((i) => i.billing_account_id === a.id)),
    "a billing account without resources",
  );
  const key = first(s.s3Keys, "S3 keys");
  const detached = first((s.blockDisks ?? []).filter((d) => d.location === "tll" && !d.attached_to), "a detached disk in tll");
  // The seed's disks are detached: one is attached to the running VM for the detach call.
  const attached = attachedSeededDisk(s, "tll", vm.uuid);
  const sshKey = first(s.sshKeys ?? [], "SSH keys");
  const addressed = new Set(s.ips.map((i) => i.assigned_to));
  const unaddressed = first(s.vms.filter((v) => v.location === "tll" && v.status === "running" && !addressed.has(v.uuid)), "a running VM without a public address");
  const ba = { billing_account_id: account.id };
  return {
    "get /api/parameters/vm": { path: "/api/parameters/vm" },
    "get /charging/usage": { path: "/charging/usage", query: ba },
    "get /config/locations": { path: "/config/locations" },
    "get /config/payment/restriction_level_clear_topup_threshold": { path: "/config/payment/restriction_level_clear_topup_threshold" },
    "put /config/payment/restriction_level_clear_topup_threshold": { path: "/config/payment/restriction_level_clear_topup_threshold", json: { threshold: 15 } },
    "get /config/ui/config": { path: "/config/ui/config" },
    "get /config/vm_images": { path: "/config/vm_images" },
    "get /config/vm_images/plain_os": { path: "/config/vm_images/plain_os" },
    "get /config/vm_images/app_catalog": { path: "/config/vm_images/app_catalog" },
    "get /config/boot_images": { path: "/config/boot_images" },
    "get /user-resource/ssh_keys": { path: "/user-resource/ssh_keys" },
    "post /user-resource/ssh_keys": { path: "/user-resource/ssh_keys", json: { name: "new-key", public_key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINewKeyData new@example" } },
    "patch /user-resource/ssh_keys/{uuid}": { path: `/user-resource/ssh_keys/${sshKey.uuid}`, json: { name: "renamed" } },
    "delete /user-resource/ssh_keys/{uuid}": { path: `/user-resource/ssh_keys/${sshKey.uuid}` },
    "get /user-resource/user/keys": { path: "/user-resource/user/keys" },
    "post /user-resource/user/keys": { path: "/user-resource/user/keys", json: { name: "new-key", public_key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINewKeyData new@example" } },
    "patch /user-resource/user/keys/{id}": { path: `/user-resource/user/keys/${sshKey.id}`, json: { name: "renamed" } },
    "delete /user-resource/user/keys/{id}": { path: `/user-resource/user/keys/${sshKey.id}` },
    "get /{location}/storage/disks": { path: "/tll/storage/disks" },
    "post /{location}/storage/disks": { path: "/tll/storage/disks", form: { ...ba, size_gb: 10, display_name: "new", source_image_type: "EMPTY" } },
    "get /{location}/storage/disks/{disk_uuid}": { path: `/tll/storage/disks/${detached.uuid}` },
    "patch /{location}/storage/disks/{disk_uuid}": { path: `/tll/storage/disks/${detached.uuid}`, form: { display_name: "renamed", read_only_bootable: "true" } },
    "delete /{location}/storage/disks/{disk_uuid}": { path: `/tll/storage/disks/${detached.uuid}` },
    "get /{location}/user-resource/vm": { path: "/tll/user-resource/vm", query: { uuid: vm.uuid } },
    "get /{location}/user-resource/vm/replica": { path: "/tll/user-resource/vm/replica", query: { uuid: vm.uuid } },
    "patch /{location}/user-resource/vm/replica": { path: "/tll/user-resource/vm/replica", form: { uuid: vm.uuid, replica_uuid: replica.uuid } },
    "post /{location}/user-resource/vm/boot_iso_media": { path: "/tll/user-resource/vm/boot_iso_media", form: { uuid: vm.uuid, boot_image_uuid: "e3a5f2d6-7d15-11f0-85ba-047bcbc1cb26" } },
    "post /{location}/user-resource/vm/ip/public": { path: "/tll/user-resource/vm/ip/public", form: { uuid: unaddressed.uuid } },
    "delete /{location}/user-resource/vm/ip/public": { path: "/tll/user-resource/vm/ip/public", form: { uuid: assignedIp.assigned_to ?? "" } },
    "post /{location}/user-resource/vm/storage/attach": { path: "/tll/user-resource/vm/storage/attach", form: { uuid: vm.uuid, storage_uuid: detached.uuid } },
    "post /{location}/user-resource/vm/storage/detach": { path: "/tll/user-resource/vm/storage/detach", form: { uuid: attached.attached_to ?? "", storage_uuid: attached.uuid } },
    "get /metal/os": { path: "/metal/os" },
    "post /payment/apply_for_invoice_payment": { path: "/payment/apply_for_invoice_payment", query: ba },
    "put /payment/billing_account": { path: "/payment/billing_account", query: ba, form: { title: "Renamed", email: "x@example.com", customer_phone: "+3725550000", country: "EE" } },
    "post /payment/billing_account": { path: "/payment/billing_account", form: { title: "New", email: "x@example.com", customer_phone: "+3725550000", country: "EE" } },
    "delete /payment/billing_account": { path: "/payment/billing_account", query: { billing_account_id: unused.id } },
    "get /payment/billing_account/list": { path: "/payment/billing_account/list" },
    "get /payment/billing_account": { path: "/payment/billing_account", query: ba },
    "get /payment/billing_account/unpaid_amount": { path: "/payment/billing_account/unpaid_amount", query: ba },
    "get /payment/card": { path: "/payment/card", query: { payment_object_id: card.id } },
    "get /payment/invoice": { path: "/payment/invoice", query: { invoice_id: unpaid.id } },
    "get /payment/has_active_campaigns": { path: "/payment/has_active_campaigns" },
    "post /payment/credit/request_invoice": { path: "/payment/credit/request_invoice", form: { ...ba, amount: 50 } },
    "post /payment/pay_all": { path: "/payment/pay_all", form: ba },
    "post /payment/pay_amount": { path: "/payment/pay_amount", form: { ...ba, amount: 1 } },
    "get /{location}/user-resource/billing_resources": { path: "/tll/user-resource/billing_resources", query: { id: account.id } },
    "get /pricing/policy": { path: "/pricing/policy" },
    "post /payment/billing_account/set_default": { path: "/payment/billing_account/set_default", form: ba },
    "post /payment/billing_account/{id}/campaign_activate/{campaign_code}": { path: `/payment/billing_account/${account.id}/campaign_activate/WELCOME10` },
    "put /payment/billing_account/{id}/recurring_payment": { path: `/payment/billing_account/${account.id}/recurring_payment`, form: { is_recurring_payment_enabled: "true", recurring_payment_amount: 20, recurring_payment_threshold: 5 } },
    "post /payment/card": { path: "/payment/card", json: { billing_account_id: account.id, token: "tok_mock", session_id: "sess" } },
    "delete /payment/card": { path: "/payment/card", form: { payment_object_id: card.id } },
    "get /payment/card/list": { path: "/payment/card/list", query: ba },
    "post /payment/card/prehook": { path: "/payment/card/prehook", form: ba },
    "put /payment/card/set_primary": { path: "/payment/card/set_primary", form: { payment_object_id: card.id } },
    "post /payment/card/verify": { path: "/payment/card/verify", form: { payment_object_id: card.id, front_base_url: "http://localhost/app", force_3ds: "false" } },
    "post /payment/credit/buy": { path: "/payment/credit/buy", query: { ...ba, payment_object_id: card.id, amount: 20, on_session: "true" } },
    "post /payment/credit/buy/posthook": { path: "/payment/credit/buy/posthook", form: { ...ba, charge_id: "ch_1", payment_object_id: card.id } },
    "get /payment/credit/list": { path: "/payment/credit/list", query: ba },
    "get /payment/final_topup_amount": { path: "/payment/final_topup_amount", query: { ...ba, processor: "mock_creditcard", amount: 20 } },
    "get /payment/invoice/list": { path: "/payment/invoice/list", query: ba },
    "get /payment/invoice/pdf": { path: "/payment/invoice/pdf", query: { invoice_id: unpaid.id } },
    "get /payment/link/process_result": { path: "/payment/link/process_result", query: { ...ba, identifier: "link_1" } },
    "post /payment/link/save_methods": { path: "/payment/link/save_methods", form: { ...ba, method_ids: "adyen::ovo" } },
    "post /payment/link/send_data": { path: "/payment/link/send_data", form: { ...ba, amount: 20, processor: "adyen", params: "{}" } },
    "put /payment/low_balance_notice_settings": { path: "/payment/low_balance_notice_settings", form: { ...ba, threshold: 3, is_enabled: "true" } },
    "post /payment/pay_invoice": { path: "/payment/pay_invoice", query: { invoice_id: unpaid.id } },
    "get /payment/paypal/id_token": { path: "/payment/paypal/id_token", query: { session_id: "s" } },
    "get /payment/paypal/payment_token": { path: "/payment/paypal/payment_token", query: { session_id: "s", setup_token: "t" } },
    "get /payment/paypal/setup_token": { path: "/payment/paypal/setup_token", query: { session_id: "s" } },
    "get /payment/persistent_data": { path: "/payment/persistent_data", query: { ...ba, identifier: "link_1" } },
    "get /pricing/list/current": { path: "/pricing/list/current" },
    "get /storage/bucket": { path: "/storage/bucket", query: { name: "demo-assets" } },
    "put /storage/bucket": { path: "/storage/bucket", form: { name: "fresh-bucket", ...ba } },
    "patch /storage/bucket": { path: "/storage/bucket", form: { name: "demo-assets", ...ba } },
    "delete /storage/bucket": { path: "/storage/bucket", query: { name: "empty-bucket" } },
    "put /storage/bucket/cors": { path: "/storage/bucket/cors", form: { name: "demo-assets", allowed_origin: "https://example.com" } },
    "get /storage/bucket/list": { path: "/storage/bucket/list" },
    "get /storage/api/s3": { path: "/storage/api/s3" },
    "get /storage/user": { path: "/storage/user" },
    "get /storage/user/keys": { path: "/storage/user/keys" },
    "post /storage/user/keys": { path: "/storage/user/keys" },
    "delete /storage/user/keys": { path: "/storage/user/keys", form: { access_key: key.accessKey } },
    "get /user-resource/access_group": { path: "/user-resource/access_group" },
    "post /user-resource/access_group": { path: "/user-resource/access_group", form: { ...ba, name: "Auditors" } },
    "post /user-resource/access_group/{delegation_id}/impersonation": { path: `/user-resource/access_group/${delegation.id}/impersonation`, form: { grantee_username: "someone@example.com" } },
    "delete /user-resource/access_group/{delegation_id}/impersonation/{impersonation_id}": { path: `/user-resource/access_group/${delegation.id}/impersonation/${impersonation.uuid}` },
    "delete /user-resource/access_group/{id}": { path: `/user-resource/access_group/${delegation.id}` },
    "post /user-resource/admin/token": { path: "/user-resource/admin/token", form: ba },
    "get /user-resource/impersonation": { path: "/user-resource/impersonation" },
    "put /user-resource/impersonation/{uuid}/accept": { path: `/user-resource/impersonation/${invitation.uuid}/accept` },
    "post /user-resource/impersonation/{uuid}/start": { path: `/user-resource/impersonation/${s.receivedImpersonations.find((i) => i.is_accepted)?.uuid ?? invitation.uuid}/start` },
    "post /user-resource/mfa/activate": { path: "/user-resource/mfa/activate" },
    "post /user-resource/mfa/deactivate": { path: "/user-resource/mfa/deactivate" },
    "get /user-resource/mfa/is_active": { path: "/user-resource/mfa/is_active" },
    "post /user-resource/auth0_callback": { path: "/user-resource/auth0_callback", json: { access_token: "a", id_token: "b", scope: "openid", expires_in: 7200, token_type: "Bearer", state: "/" } },
    "get /user-resource/service/configurations": { path: "/user-resource/service/configurations" },
    "post /user-resource/service/package": { path: "/user-resource/service/package", json: { ...ba, service: "postgresql", version: "16", display_name: "pg", vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40, is_multi_node: false } },
    "delete /user-resource/service/package/{uuid}": { path: `/user-resource/service/package/${service.uuid}` },
    "patch /user-resource/service/package/{uuid}": { path: `/user-resource/service/package/${service.uuid}`, json: { display_name: "renamed" } },
    "post /user-resource/service/package/{uuid}/resources/{target_uuid}/start": { path: `/user-resource/service/package/${service.uuid}/resources/${service.resources[0]?.resource_id}/start` },
    "post /user-resource/service/package/{uuid}/resources/{target_uuid}/stop": { path: `/user-resource/service/package/${service.uuid}/resources/${service.resources[0]?.resource_id}/stop` },
    "get /user-resource/service/package/{uuid}/secrets": { path: `/user-resource/service/package/${service.uuid}/secrets` },
    "get /{location}/user-resource/service/package/{uuid}/whitelist_addresses": { path: `/${service.location}/user-resource/service/package/${service.uuid}/whitelist_addresses` },
    "post /{location}/user-resource/service/package/{uuid}/whitelist_addresses": {
      path: `/${service.location}/user-resource/service/package/${service.uuid}/whitelist_addresses`,
      form: { ip_address: "10.0.0.0/24" },
    },
    "delete /{location}/user-resource/service/package/{uuid}/whitelist_addresses": {
      path: `/${service.location}/user-resource/service/package/${service.uuid}/whitelist_addresses`,
      form: { ip_address: "10.0.0.0/24" },
    },
    "get /user-resource/service/packages": { path: "/user-resource/service/packages" },
    "post /user-resource/token": { path: "/user-resource/token", form: { description: "new", restricted: "false" } },
    "delete /user-resource/token": { path: "/user-resource/token", form: { token_id: token.id } },
    "patch /user-resource/token": { path: "/user-resource/token", form: { token_id: token.id, description: "renamed" } },
    "get /user-resource/token/list": { path: "/user-resource/token/list" },
    "get /user-resource/user": { path: "/user-resource/user" },
    "get /user-resource/user/privileges": { path: "/user-resource/user/privileges" },
    "patch /user-resource/user/profile": { path: "/user-resource/user/profile", form: { first_name: "Ada", lang: "et" } },
    "get /{location}/metal/leases": { path: `/${lease.location}/metal/leases` },
    "post /{location}/metal/leases": { path: "/tll/metal/leases", form: { ...ba, spec_uuid: "3d5e7f90-1111-4a2b-8c3d-000000000001", display_name: "m", requested_os_id: "debian-12" } },
    "delete /{location}/metal/leases/{uuid}": { path: `/${lease.location}/metal/leases/${lease.uuid}` },
    "patch /{location}/metal/leases/{uuid}": { path: `/${lease.location}/metal/leases/${lease.uuid}`, form: { display_name: "renamed" } },
    "get /{location}/metal/specs": { path: "/tll/metal/specs" },
    "get /{location}/network/ip_addresses": { path: "/tll/network/ip_addresses" },
    "post /{location}/network/ip_addresses": { path: "/tll/network/ip_addresses", json: { ...ba, name: "new" } },
    "patch /{location}/network/ip_addresses/{address}": { path: `/tll/network/ip_addresses/${spareIp.address}`, json: { name: "renamed" } },
    "delete /{location}/network/ip_addresses/{address}": { path: `/tll/network/ip_addresses/${spareIp.address}` },
    "post /{location}/network/ip_addresses/{address}/assign": { path: `/tll/network/ip_addresses/${spareIp.address}/assign`, json: { private_ip: vm.private_ipv4, vm_uuid: vm.uuid } },
    "post /{location}/network/ip_addresses/{address}/unassign": { path: `/tll/network/ip_addresses/${assignedIp.address}/unassign` },
    "get /{location}/network/load_balancers": { path: "/tll/network/load_balancers" },
    "post /{location}/network/load_balancers": { path: "/tll/network/load_balancers", json: { display_name: "lb", ...ba, rules: [{ source_port: 80, target_port: 8080 }], targets: [{ target_uuid: vm.uuid, target_type: "vm" }], reserve_public_ip: true } },
    "patch /{location}/network/load_balancers/{uuid}": { path: `/tll/network/load_balancers/${lb.uuid}`, json: { display_name: "renamed" } },
    "delete /{location}/network/load_balancers/{uuid}": { path: `/tll/network/load_balancers/${lb.uuid}` },
    "put /{location}/network/load_balancers/{uuid}/billing_account": { path: `/tll/network/load_balancers/${lb.uuid}/billing_account`, query: { set_id: account.id } },
    "post /{location}/network/load_balancers/{uuid}/forwarding_rules": { path: `/tll/network/load_balancers/${lb.uuid}/forwarding_rules`, json: { source_port: 80, target_port: 8080 } },
    "delete /{location}/network/load_balancers/{uuid}/forwarding_rules/{rule_uuid}": { path: `/tll/network/load_balancers/${lb.uuid}/forwarding_rules/${lb.forwarding_rules[0]?.uuid}` },
    "post /{location}/network/load_balancers/{uuid}/targets": { path: `/tll/network/load_balancers/${lb.uuid}/targets`, json: { target_uuid: stopped.uuid, target_type: "vm" } },
    "delete /{location}/network/load_balancers/{uuid}/targets/{target_uuid}": { path: `/tll/network/load_balancers/${lb.uuid}/targets/${lb.targets[0]?.target_uuid}` },
    "post /{location}/network/network": { path: "/tll/network/network", query: { name: "extra" } },
    "patch /{location}/network/network/{uuid}": { path: `/tll/network/network/${network.uuid}`, json: { name: "renamed" } },
    "delete /{location}/network/network/{uuid}": { path: `/tll/network/network/${network.uuid}` },
    "put /{location}/network/network/{uuid}/default": { path: `/tll/network/network/${network.uuid}/default` },
    "get /{location}/network/networks": { path: "/tll/network/networks" },
    "get /{location}/network/ip_addresses/{address}": { path: `/tll/network/ip_addresses/${spareIp.address}` },
    "get /{location}/network/network/{uuid}": { path: `/tll/network/network/${network.uuid}` },
    "get /{location}/network/load_balancers/{uuid}": { path: `/tll/network/load_balancers/${lb.uuid}` },
    "get /{location}/network/firewalls": { path: "/tll/network/firewalls" },
    "post /{location}/network/firewalls": { path: "/tll/network/firewalls", json: { display_name: "db", ...ba, rules } },
    "put /{location}/network/firewalls/{uuid}": { path: fw, json: { name: "renamed", description: "changed", rules } },
    "delete /{location}/network/firewalls/{uuid}": { path: fw },
    "post /{location}/network/firewalls/{uuid}/vms": { path: `${fw}/vms`, query: { vm_uuid: vm.uuid } },
    "delete /{location}/network/firewalls/{uuid}/vms": { path: `${fw}/vms`, query: { vm_uuid: firewall.vm_uuids[0] ?? "" } },
    "post /{location}/network/firewalls/{uuid}/assign": { path: `${fw}/assign`, json: { vm_uuid: vm.uuid } },
    "post /{location}/network/firewalls/{uuid}/unassign": { path: `${fw}/unassign`, json: { vm_uuid: firewall.vm_uuids[0] ?? "" } },
    "get /{location}/network/virtual-machines/{uuid}/interfaces": { path: `/tll/network/virtual-machines/${vm.uuid}/interfaces` },
    "post /{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces": { path: `/tll/network/virtual-machines/${vm.uuid}/interfaces/${vm.uuid}/subinterfaces`, query: { network_uuid: network.uuid, vlan_tag: 12 } },
    "delete /{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}": { path: `/tll/network/virtual-machines/${vm.uuid}/subinterfaces/x` },
    "get /{location}/user-resource/host_pool/list": { path: "/tll/user-resource/host_pool/list" },
    "post /{location}/user-resource/resource_billing": { path: "/tll/user-resource/resource_billing", form: { uuid: vm.uuid, billing_account_id: s.billingAccounts[1]?.id ?? 0, resource_type: "vm" } },
    "post /{location}/user-resource/service/package/vm/rebuild": { path: `/${service.location}/user-resource/service/package/vm/rebuild`, form: { uuid: service.uuid } },
    "post /{location}/user-resource/vm": { path: "/tll/user-resource/vm", form: { ...ba, name: "new-vm", os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 1024, disks: 20, username: "u", password: "Secret123" } },
    "delete /{location}/user-resource/vm": { path: "/tll/user-resource/vm", form: { uuid: vm.uuid } },
    "patch /{location}/user-resource/vm": { path: "/tll/user-resource/vm", form: { uuid: stopped.uuid, name: "renamed", vcpu: 2, ram: 2048 } },
    "post /{location}/user-resource/vm/backup": { path: "/tll/user-resource/vm/backup", form: { uuid: vm.uuid } },
    "post /{location}/user-resource/vm/clone": { path: "/tll/user-resource/vm/clone", form: { uuid: vm.uuid, name: "copy" } },
    "get /{location}/user-resource/vm/list": { path: "/tll/user-resource/vm/list" },
    "post /{location}/user-resource/vm/rebuild": { path: "/tll/user-resource/vm/rebuild", form: { uuid: vm.uuid, replica_uuid: replica.uuid, type: "snapshot" } },
    "post /{location}/user-resource/vm/reinstall": { path: "/tll/user-resource/vm/reinstall", form: { uuid: vm.uuid, os_name: "debian", os_version: "12" } },
    "post /{location}/user-resource/vm/replica": { path: "/tll/user-resource/vm/replica", form: { uuid: vm.uuid } },
    "delete /{location}/user-resource/vm/replica": { path: "/tll/user-resource/vm/replica", form: { uuid: vm.uuid, replica_uuid: replica.uuid, type: "snapshot" } },
    "post /{location}/user-resource/vm/rescue_start": { path: "/tll/user-resource/vm/rescue_start", form: { uuid: vm.uuid } },
    "post /{location}/user-resource/vm/start": { path: "/tll/user-resource/vm/start", form: { uuid: stopped.uuid } },
    "post /{location}/user-resource/vm/stop": { path: "/tll/user-resource/vm/stop", form: { uuid: vm.uuid, force: "false" } },
    "post /{location}/user-resource/vm/storage": { path: "/tll/user-resource/vm/storage", form: { uuid: vm.uuid, size_gb: 10 } },
    "delete /{location}/user-resource/vm/storage": { path: "/tll/user-resource/vm/storage", form: { uuid: twoDisks.uuid, storage_uuid: twoDisks.storage[1]?.uuid ?? "" } },
    "patch /{location}/user-resource/vm/storage": { path: "/tll/user-resource/vm/storage", form: { uuid: vm.uuid, disk_uuid: vm.storage[0]?.uuid ?? "", size_gb: 100 } },
    "patch /{location}/user-resource/vm/user": { path: "/tll/user-resource/vm/user", form: { uuid: vm.uuid, username: "u", password: "NewSecret1" } },
  };
}

function toRequest(operationKey: string, fixture: Fixture): Request {
  const method = (operationKey.split(" ")[0] ?? "get").toUpperCase();
  const url = new URL(`http://mock.test/v1${fixture.path}`);
  for (const [k, v] of Object.entries(fixture.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers({ apikey: MOCK_API_KEY });
  let body: string | undefined;
  if (fixture.json !== undefined) {
    body = JSON.stringify(fixture.json);
    headers.set("content-type", "application/json");
  } else if (fixture.form) {
    body = new URLSearchParams(Object.entries(fixture.form).map(([k, v]) => [k, String(v)])).toString();
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  return new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
}

describe("every response validates against the contract", () => {
  const keys = Object.keys(operationMeta) as (keyof typeof operationMeta)[];

  it("has a fixture for every operation", () => {
    const { store } = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    const missing = keys.filter((k) => !(k in fixtures(store.state)));
    expect(missing).toEqual([]);
  });

  it.each(keys)("%s", async (operationKey) => {
    // A fresh demo store per call, so destructive calls don't disturb the others.
    const clock = manualClock();
    const { store, handlers } = createMockApi({ baseUrl: "/v1", preset: "demo", clock });
    const fixture = fixtures(store.state)[operationKey];
    if (!fixture) throw new Error(`no fixture for ${operationKey}`);
    const response = await getResponse(handlers, toRequest(operationKey, fixture));
    if (!response) throw new Error("no response");
    const text = await response.text();
    expect(response.status, text).toBeLessThan(300);
    // What the call left behind, and what its lifecycles lead to, is state the browser mock can read back after a reload.
    clock.advance(DAY_MS);
    store.settle();
    expect(checkSavedState(JSON.parse(JSON.stringify(store.snapshot())))).toMatchObject({ ok: true });
    const meta = operationMeta[operationKey];
    if (meta.response !== "json") return;
    const check = checkResponse(operationKey, JSON.parse(text));
    expect(check?.ok === false ? check.issues.map((i) => `${i.path.join(".")}: ${i.message}`) : [], text.slice(0, 400)).toEqual([]);
  });
});
