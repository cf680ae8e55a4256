import { style } from "@vanilla-extract/css";
import { mobileMediaQuery, vars } from "@cloudconsole/ui/theme";

const BOTTOM_NAV_HEIGHT = 56;

/** Desktop: rail | (header / sidebar + page). */
export const shell = style({
  minHeight: "100dvh",
  display: "grid",
  gridTemplateColumns: `${vars.layout.sidenavWidth} minmax(0, 1fr)`,
  gridTemplateRows: `${vars.layout.headerHeight} minmax(0, 1fr)`,
  gridTemplateAreas: `"nav header" "nav body"`,
  background: vars.color.background,
  color: vars.color.text,
});

/** Mobile: top bar, page, bottom bar; the page scrolls between the two bars so both stay in view. */
export const mobileShell = style({
  height: "100dvh",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gridTemplateRows: `auto minmax(0, 1fr) ${BOTTOM_NAV_HEIGHT}px`,
  gridTemplateAreas: `"header" "body" "bottom"`,
  background: vars.color.background,
  color: vars.color.text,
});

export const sidenav = style({
  gridArea: "nav",
  position: "sticky",
  top: 0,
  height: "100dvh",
  width: vars.layout.sidenavWidth,
  background: vars.color.sidenavBackground,
  color: vars.color.sidenavText,
  overflowY: "auto",
});

export const navList = style({ listStyle: "none", margin: 0, padding: `${vars.space.sm} 0`, display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const bottomNav = style({
  gridArea: "bottom",
  position: "sticky",
  bottom: 0,
  zIndex: 2,
  background: vars.color.sidenavBackground,
  color: vars.color.sidenavText,
  borderTop: `1px solid ${vars.color.border}`,
});

export const bottomNavList = style({ listStyle: "none", margin: 0, padding: 0, height: "100%", display: "flex", justifyContent: "space-around", alignItems: "stretch" });

export const navItem = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxs,
  minHeight: 56,
  minWidth: 48,
  height: "100%",
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  color: "inherit",
  textDecoration: "none",
  fontSize: vars.font.size.xs,
  selectors: {
    "&:hover": { background: vars.color.sidenavActive, color: vars.color.sidenavActiveText },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const navItemActive = style({ background: vars.color.sidenavActive, color: vars.color.sidenavActiveText, fontWeight: vars.font.weight.bold });

export const navLabel = style({ lineHeight: vars.font.lineHeight.tight, textAlign: "center" });

export const header = style({
  gridArea: "header",
  position: "sticky",
  top: 0,
  zIndex: 3,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: vars.layout.headerHeight,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const home = style({ display: "flex", alignItems: "center", selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}` } } });

export const logo = style({ height: 22, width: "auto" });


export const body = style({ gridArea: "body", display: "flex", minWidth: 0, minHeight: 0 });

/** On a phone one column: the page alone, scrolling. */
export const mobileBody = style([body, { flexDirection: "column", overflowY: "auto" }]);

export const sidebar = style({
  flex: `0 0 ${vars.layout.sidebarWidth}`,
  width: vars.layout.sidebarWidth,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: "auto",
});

export const sidebarList = style({ margin: `${vars.space.md} 0` });

export const sidebarItem = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const sidebarNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const content = style({ flex: 1, minWidth: 0, padding: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.md });

export const offline = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.warningSurface, color: vars.color.warningText });

/** The notice that the server stopped answering: the offline notice's look, with a button beside the text. */
export const connectionBanner = style([offline, { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm }]);

export const connectionText = style({ margin: 0 });

export const schemeSwitch = style({ display: "flex", alignItems: "center", gap: vars.space.xs, fontSize: vars.font.size.sm });

export const schemeLabel = style({ "@media": { [mobileMediaQuery]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } } });

export const select = style({
  height: 28,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

/** The 320 px frame around a feature's own sidebar (Compute brings its own padding and list). */
export const sidebarFrame = style([sidebar, { padding: 0, display: "flex", flexDirection: "column" }]);

export const headerLink = style({ color: vars.color.link, fontSize: vars.font.size.sm, selectors: { "&:hover": { color: vars.color.linkHover } } });
