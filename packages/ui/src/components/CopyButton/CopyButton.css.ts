import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const icon = style({ width: "14px", height: "14px", flexShrink: 0 });

export const copied = style({ color: vars.color.successText });
