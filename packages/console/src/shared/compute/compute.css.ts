import { style } from "@vanilla-extract/css";
import { mobileMediaQuery, vars } from "@cloudconsole/ui/theme";

/** Secondary text: a value not there yet, an explanation under a card's title. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Why an action is not possible now, under the control it concerns. */
export const reason = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warningText, background: vars.color.warningSurface, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm });

/** A resource's page: its cards side by side where there is room, one column on phones. */
export const cardGrid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))", gap: vars.space.lg, "@media": { [mobileMediaQuery]: { gridTemplateColumns: "minmax(0, 1fr)" } } });

/** A field in an inline form (field and button on one line): it takes the room the button leaves. */
export const growField = style({ flex: "1 1 160px", minWidth: 0 });

/** Screens space their parts with a Stack's gap; the page header's own bottom margin would double it. */
export const pageHeader = style({ marginBottom: 0 });

/** Text shown as the machine prints it: addresses, credentials. */
export const mono = style({ fontFamily: vars.font.monoFamily });
