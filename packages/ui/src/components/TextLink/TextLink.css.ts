import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** Link styling; also applied to router links through `linkClass`. */
export const link = style({
  color: vars.color.link,
  textDecoration: "underline",
  textDecorationThickness: "1px",
  textUnderlineOffset: "2px",
  cursor: "pointer",
  borderRadius: "2px",
  selectors: {
    "&:hover": { color: vars.color.linkHover, textDecorationThickness: "2px" },
  },
});

export const externalMark = style({ marginLeft: vars.space.xxs, fontSize: "0.85em" });
