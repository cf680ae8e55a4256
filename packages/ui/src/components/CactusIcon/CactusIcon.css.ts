import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ display: "inline-block", flexShrink: 0, color: vars.color.success, verticalAlign: "middle" });
