import { createTheme } from "@vanilla-extract/css";
import { assertValidProvider } from "@cloudconsole/provider";
import { makeTheme, vars } from "@cloudconsole/ui/theme";
import { brand } from "./brand";
import { platform } from "./platform";
import { settings } from "./settings";

// Runs while the app builds (vanilla-extract evaluates this file in Node): a broken definition fails the build.
assertValidProvider(settings, brand, platform);

const tokens = makeTheme(brand);

export const light = createTheme(vars, tokens.light, "fjord-light");
export const dark = createTheme(vars, tokens.dark, "fjord-dark");
