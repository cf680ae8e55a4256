import { style } from "@vanilla-extract/css";

export const chevron = style({ width: "14px", height: "14px" });
