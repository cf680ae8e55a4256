import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

/** On the fieldset while there is an error: radios and cards get the error colour. */
export const invalid = style({});

export const fieldset = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text });

export const required = style({ color: vars.color.errorText, marginLeft: vars.space.xxs });

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.errorText });

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const inline = style({ flexDirection: "row", flexWrap: "wrap", columnGap: vars.space.lg });

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
  gap: vars.space.md,
  "@media": { [mobileMediaQuery]: { gridTemplateColumns: "1fr" } },
});

export const option = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: "20px",
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.55 } },
});

export const card = style({
  position: "relative",
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    "&:hover:not(:has(input:disabled))": { borderColor: vars.color.text },
    [`${invalid} &`]: { borderColor: vars.color.error },
    "&:has(input:checked)": { borderColor: vars.color.primary, backgroundColor: vars.color.primarySurface, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const radio = style({
  flexShrink: 0,
  width: "16px",
  height: "16px",
  margin: "2px 0 0",
  appearance: "none",
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  cursor: "inherit",
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    "&:checked": { borderColor: vars.color.primary, borderWidth: "5px" },
    [`${invalid} &:not(:checked)`]: { borderColor: vars.color.error },
    // Cards draw the focus ring around the whole card instead.
    [`${card} &:focus-visible`]: { outline: "none" },
  },
});

export const text = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const optionLabel = style({ fontWeight: vars.font.weight.medium, overflowWrap: "anywhere" });

export const optionDescription = style({ color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });

export const optionAside = style({ marginLeft: "auto", paddingLeft: vars.space.sm, fontWeight: vars.font.weight.bold, whiteSpace: "nowrap" });
