import { style } from "@vanilla-extract/css";
import { mobileMediaQuery, vars } from "@cloudconsole/ui/theme";

export const screen = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, maxWidth: 1100, minWidth: 0 });

export const toolbar = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const grid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))", gap: vars.space.lg, "@media": { [mobileMediaQuery]: { gridTemplateColumns: "minmax(0, 1fr)" } } });

export const details = style({ display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const definition = style({ margin: 0, overflowWrap: "anywhere" });

export const inlineForm = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm, flexWrap: "wrap" });
export const inlineField = style({ flex: "1 1 160px", minWidth: 0 });
export const reason = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warningText, background: vars.color.warningSurface, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm });

export const tableWrap = style({ overflowX: "auto" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.size.sm });
export const th = style({ textAlign: "left", padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, color: vars.color.textMuted, fontWeight: vars.font.weight.medium, whiteSpace: "nowrap" });
export const td = style({ padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "middle" });
export const rowActions = style({ display: "flex", gap: vars.space.xs, justifyContent: "flex-end", flexWrap: "wrap" });
export const tag = style({ display: "inline-block", padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, background: vars.color.surfaceSunken, fontSize: vars.font.size.xs, marginLeft: vars.space.xxs });
export const mono = style({ fontFamily: vars.font.monoFamily });

/** Screens space their parts with `gap`; the page header's own bottom margin would double it. */
export const pageHeader = style({ marginBottom: 0 });
