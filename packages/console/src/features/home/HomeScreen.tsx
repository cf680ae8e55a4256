import { useId } from "react";
import { Link } from "react-router";
import { Heading, Inline, Stack, buttonClass } from "@cloudconsole/ui";
import { useProvider } from "../../app/ProviderContext";
import { useT } from "../../i18n";
import { useUiConfig } from "../../config/ConfigLayout";
import { BillingCard } from "./BillingCard";
import { ComputeCard } from "./ComputeCard";
import { homeMessages } from "./messages";
import { QuickActions } from "./QuickActions";
import * as styles from "./HomeScreen.css";

/**
 * The signed-in landing page: the site's name, the provider's banner, a card per area (compute, billing) that
 * loads and fails by itself, and quick links to every enabled create route and category.
 */
export function HomeScreen() {
  const config = useUiConfig();
  const provider = useProvider();
  const t = useT(homeMessages);
  const vms = config.vmsEnabled === true;
  const metal = config.bareMetalEnabled === true;
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="home-title">
      <Stack gap="xxs">
        <Heading level={1} id="home-title" className={styles.title}>
          {config.siteName || provider.name}
        </Heading>
        <p className={styles.subtitle}>{t("subtitle")}</p>
      </Stack>
      {/* The banner leads to the VM form, so a site without VMs has no use for it. */}
      {provider.createBanner && vms && <CreateBanner text={provider.createBanner} />}
      <div className={styles.grid}>
        {(vms || metal) && <ComputeCard vms={vms} metal={metal} />}
        <BillingCard />
      </div>
      <QuickActions config={config} />
    </Stack>
  );
}

function CreateBanner({ text }: { text: string }) {
  const id = useId();
  const t = useT(homeMessages);
  return (
    <Inline as="section" gap="md" justify="between" className={styles.banner} aria-labelledby={id}>
      <p id={id} className={styles.bannerText}>
        {text}
      </p>
      <Link className={buttonClass({ variant: "primary" })} to="/compute/create">
        {t("createVm")}
      </Link>
    </Inline>
  );
}
