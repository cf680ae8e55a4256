import { createTheme } from "@vanilla-extract/css";
import { makeTheme, vars } from "@cloudconsole/ui/theme";
import { brand } from "./brand";

const tokens = makeTheme(brand);

export const light = createTheme(vars, tokens.light, "metal-light");
export const dark = createTheme(vars, tokens.dark, "metal-dark");
