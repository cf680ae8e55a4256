import { type BillingAccount, type Location, type PredefinedPackage, type PriceLists, type VmImage } from "@cloudconsole/sdk";
import { Button, Card, Stack } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { limitsText, sizeLimitsOf, withinLimits, type SizeLimits } from "../../../shared/billing";
import { computeStyles, locationName } from "../../../shared/compute";
import { findReplicaChoice, replicaLabel, type ReplicaChoice } from "./bootSource";
import { vmPrice, windowsLicencePrice } from "./pricing";
import { useVmCreateValues } from "./useVmCreateValues";
import { chargedAccount, chosenSize, publishedVersions } from "./vmCreateHelpers";
import * as styles from "./VmCreate.css";
import { FailureNotice } from "../../../screens/FailureNotice";
import { useT } from "../../../i18n";
import { vmCreateMessages } from "./messages";

export interface VmCreateSummaryProps {
  locations: readonly Location[];
  images: readonly VmImage[];
  packages: readonly PredefinedPackage[];
  replicas: readonly ReplicaChoice[];
  /** The accounts the VM may be charged to, and the site's limits for a LIMITED one. */
  billingAccounts: readonly BillingAccount[];
  limits: SizeLimits | undefined;
  /** Loads after the form shows; until then the summary says so. */
  prices?: PriceLists;
  /** Why the last create call failed; the form keeps its values. */
  error: Error | null;
  pending: boolean;
}

/** Beside the form: what will be made, its live price in the site's currency, why creating failed, and the submit button. */
export function VmCreateSummary({ locations, images, packages, replicas, billingAccounts, limits, prices, error, pending }: VmCreateSummaryProps) {
  const format = useFormat();
  const t = useT(vmCreateMessages);
  // The summary only reads the form.
  const values = useVmCreateValues();
  const replica = values.bootSource === "replica" ? findReplicaChoice(replicas, values) : undefined;
  const fromDisk = values.bootSource === "disk";
  const size = chosenSize(values, packages);
  // An existing disk's size is unknown here: its storage is left out of the price.
  const pricedDiskGb = fromDisk ? 0 : size.diskGb > 0 ? size.diskGb : Number.NaN;
  const windows = values.osName === "windows";
  const price = prices ? vmPrice(prices, { ...size, diskGb: pricedDiskGb, windows, publicIp: values.reservePublicIp }) : undefined;
  const licence = prices && windows ? windowsLicencePrice(prices, size.vcpu) : undefined;
  const image = images.find((candidate) => candidate.os_name === values.osName);
  const version = publishedVersions(image).find((candidate) => candidate.os_version === values.osVersion);
  const accountLimits = sizeLimitsOf(chargedAccount(billingAccounts, values.billingAccountId), limits);
  // Told before submitting: the platform refuses a LIMITED account's VM over the site's limits.
  const overLimits = accountLimits && Number.isFinite(size.vcpu) && !withinLimits(accountLimits, size);
  return (
    <Card as="aside" title={t("summary.title")} stack className={styles.summary}>
      <Stack as="ul" gap="xxs" className={styles.summaryList}>
        <li>{locationName(locations, values.location)}</li>
        {replica && <li>{t("summary.from", { replica: replicaLabel(replica, format.dateTime, (type) => t("replica.type", { type })) })}</li>}
        {fromDisk && <li>{t("summary.existingDisk")}</li>}
        {(values.bootSource !== "replica" || replica) && (
          <li>
            {image?.display_name ?? values.osName} {version?.display_name ?? values.osVersion}
          </li>
        )}
        {Number.isFinite(size.vcpu) && size.vcpu > 0 && (
          <li>
            {fromDisk
              ? t("summary.size", { vcpu: size.vcpu, ram: format.memory(size.ramMb) })
              : t("summary.sizeWithDisk", { vcpu: size.vcpu, ram: format.memory(size.ramMb), disk: size.diskGb })}
          </li>
        )}
        {values.reservePublicIp && <li>{t("summary.publicIp")}</li>}
      </Stack>
      <div aria-live="polite">
        {price ? (
          <>
            <p className={styles.price}>{t("summary.perMonth", { price: format.money(price.monthly) })}</p>
            <p className={styles.priceSub}>{t("summary.perHour", { price: format.money(price.hourly, { precise: true }) })}</p>
            {licence && (
              <p className={styles.priceSub}>{t("summary.windowsLicence", { monthly: format.money(licence.monthly), hourly: format.money(licence.hourly, { precise: true }) })}</p>
            )}
            {fromDisk && <p className={styles.priceSub}>{t("summary.withoutDisk")}</p>}
          </>
        ) : (
          <p className={styles.priceSub}>{prices ? t("summary.chooseSize") : t("summary.loadingPrices")}</p>
        )}
      </div>
      {overLimits && <p className={computeStyles.reason}>{t("summary.overLimits", { limits: limitsText(accountLimits, format.memory) })}</p>}
      {error && (
        <FailureNotice title={t("summary.failed")} error={error} />
      )}
      <Button type="submit" form="vm-create-form" variant="primary" fullWidth loading={pending}>
        {t("summary.submit")}
      </Button>
    </Card>
  );
}
