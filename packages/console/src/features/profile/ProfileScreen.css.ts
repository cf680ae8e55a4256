import { style } from "@vanilla-extract/css";

export const screen = style({ minWidth: 0 });
