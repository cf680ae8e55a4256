import { Suspense, useEffect } from "react";
import { screensToPreload, sidebarOf } from "../../app/features";
import { preloadWhenIdle } from "../../app/lazyScreen";
import { Link, Outlet, useLocation } from "react-router";
import { Button, Inline, preloadDialog, Spinner } from "@cloudconsole/ui";
import { useProvider } from "../../app/ProviderContext";
import { pageTitle, usePageTitle } from "../../app/usePageTitle";
import { useIsMobile } from "../../app/useMediaQuery";
import { useOnline } from "../../app/useOnline";
import { installGlobalErrorHandlers } from "../../reporting/backgroundErrors";
import { ReportingUser } from "../../reporting/ReportingUser";
import { RouteErrorBoundary } from "../../screens/RouteErrorBoundary";
import { ToasterSlot } from "../../toasts/ToasterSlot";
import { logOut } from "../auth";
import { ChatWidget } from "../chat";
import { useUiConfig } from "../../config/ConfigLayout";
import { ImpersonationBanner } from "../impersonation";
import { LoginRoute } from "../login";
import { SearchLauncher } from "../search";
import { useT } from "../../i18n";
import { CategoryNav } from "./CategoryNav";
import { CategorySidebar } from "./CategorySidebar";
import { ColorSchemeSwitch } from "./ColorSchemeSwitch";
import { ConnectionBanner } from "./ConnectionBanner";
import { CreateMenuSlot } from "./CreateMenuSlot";
import { shellMessages } from "./messages";
import { useResourceWords } from "../../app/resourceWords";
import { useCustomerLanguage } from "./useCustomerLanguage";
import { categoryOfPath, type DisplayCategory } from "../../app/resourceTypes";
import type { UiConfig } from "@cloudconsole/sdk";
import * as styles from "./AppShell.css";

/**
 * The frame every signed-in screen lives in. Desktop (> 700 px): an 80 px category rail, a 35 px header, a
 * 320 px sidebar with the current category's resources and the page. Mobile: a top bar, the page, and the
 * categories in a bottom bar; no sidebar, since a category's own screen lists its resources and a phone has no
 * room beside a page (above it, the same list would show twice).
 */
export function AppShell() {
  const provider = useProvider();
  const config = useUiConfig();
  const location = useLocation();
  const isMobile = useIsMobile();
  const online = useOnline();
  const category = categoryOfPath(location.pathname);
  const siteName = config.siteName || provider.name;
  const t = useT(shellMessages);
  const categories = useResourceWords().categories;
  useCustomerLanguage(config);
  usePageTitle(pageTitle(category ? categories[category] : location.pathname.startsWith("/profile") ? t("profile") : undefined, siteName));
  useEffect(() => installGlobalErrorHandlers(), []);
  // The enabled features' screens load while the browser is idle, so opening one later shows it at once.
  // The dialogs' code first: no screen shows one until asked, and then it should open at once; the login form's last,
  // so logging out shows it at once.
  useEffect(() => preloadWhenIdle([{ preload: preloadDialog }, ...screensToPreload(config), LoginRoute]), [config]);
  const showSidebar = category !== undefined && !isMobile;

  return (
    <div className={isMobile ? styles.mobileShell : styles.shell} data-layout={isMobile ? "mobile" : "desktop"}>
      {!isMobile && <CategoryNav config={config} active={category} variant="rail" />}
      <header className={styles.header}>
        <Link to="/" className={styles.home} aria-label={t("home", { siteName })}>
          <img className={styles.logo} src={provider.logoUrl} alt="" />
        </Link>
        <Inline wrap={false}>
          <SearchLauncher />
          <CreateMenuSlot config={config} />
          {/* A phone's top bar keeps to one line: the colour scheme is on the profile page and in the search palette. */}
          {!isMobile && <ColorSchemeSwitch />}
          <Link className={styles.headerLink} to="/profile">
            {t("profile")}
          </Link>
          <Button variant="ghost" size="sm" onClick={() => void logOut(config)}>
            {t("logOut")}
          </Button>
        </Inline>
      </header>
      <div className={isMobile ? styles.mobileBody : styles.body}>
        {showSidebar && <Sidebar config={config} category={category} />}
        <main className={styles.content}>
          <ImpersonationBanner />
          {online ? (
            <ConnectionBanner />
          ) : (
            <p className={styles.offline} role="status">
              {t("offline")}
            </p>
          )}
          <RouteErrorBoundary>
            <Suspense fallback={<Spinner label={t("loading")} />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
      {isMobile && <CategoryNav config={config} active={category} variant="bar" />}
      <ChatWidget config={config} />
      <ReportingUser />
      <ToasterSlot />
    </div>
  );
}

/** The category's own sidebar when its feature has one (loaded with the page), else its create links. */
function Sidebar({ config, category }: { config: UiConfig; category: DisplayCategory }) {
  const FeatureSidebar = sidebarOf(category);
  const t = useT(shellMessages);
  if (!FeatureSidebar) return <CategorySidebar config={config} category={category} />;
  return (
    <div className={styles.sidebarFrame}>
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <FeatureSidebar />
      </Suspense>
    </div>
  );
}
