// What decides a provider's screens (its site configuration) and the seeded resources some screens show, read from
// the served API as the console would.

/** The parts of the site configuration that decide which screens a provider has. */
export interface ScreenConfig {
  vmsEnabled?: boolean;
  bareMetalEnabled?: boolean;
  ipsEnabled?: boolean;
  privateNetworksEnabled?: boolean;
  loadBalancerEnabled?: boolean;
  storageEnabled?: boolean;
  servicesEnabled?: boolean;
  /** A chat widget whose loader every page fetches once it has settled, the login screen's included. */
  chatEnabled?: boolean;
  chatConfig?: unknown;
}

/** Addresses of seeded resources a screen shows (a VM's page, a billing account's). */
export interface ScreenData {
  vmPath: string | undefined;
  volumePath: string | undefined;
  firewallPath: string | undefined;
  billingAccountId: number | undefined;
}


/** A running VM's page, a firewall's and the demo's company billing account, read from the served API as the console would. */
export async function seededData(api: <T>(path: string) => Promise<T>, config: ScreenConfig): Promise<ScreenData> {
  let vmPath: string | undefined;
  let volumePath: string | undefined;
  let firewallPath: string | undefined;
  if (config.vmsEnabled) {
    const locations = await api<{ slug: string }[]>("/config/locations");
    for (const { slug } of locations) {
      const [firewall] = await api<{ uuid: string }[]>(`/${slug}/network/firewalls`);
      if (firewall) {
        firewallPath = `/app/network/firewall/${slug}/${firewall.uuid}`;
        break;
      }
    }
    for (const { slug } of locations) {
      const vms = await api<{ uuid: string; status: string }[]>(`/${slug}/user-resource/vm/list`);
      const vm = vms.find((candidate) => candidate.status === "running") ?? vms[0];
      if (vm) {
        vmPath = `/app/compute/vm/${slug}/${vm.uuid}`;
        break;
      }
    }
  }
  // A volume's page: the first disk of the first location that has one (volumes come with VMs).
  if (config.vmsEnabled) {
    for (const { slug } of await api<{ slug: string }[]>("/config/locations")) {
      const [disk] = await api<{ uuid: string }[]>(`/${slug}/storage/disks`);
      if (disk) {
        volumePath = `/app/storage/volume/${slug}/${disk.uuid}`;
        break;
      }
    }
  }
  const accounts = await api<{ id: number; title: string; is_deleted?: boolean }[]>("/payment/billing_account/list");
  const account = accounts.find((candidate) => candidate.title === "Acme OÜ") ?? accounts.find((candidate) => !candidate.is_deleted);
  return { vmPath, volumePath, firewallPath, billingAccountId: account?.id };
}
