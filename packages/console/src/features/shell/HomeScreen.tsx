import { Heading, Notice } from "@cloudconsole/ui";
import { useLocations, useUiConfig } from "../config/ConfigLayout";

/** The signed-in landing page until the resource screens arrive. */
export function HomeScreen() {
  const config = useUiConfig();
  const locations = useLocations();
  return (
    <section aria-labelledby="home-title">
      <Heading level={1} id="home-title">
        {config.siteName}
      </Heading>
      <Notice tone="primary">
        You are signed in. The resource screens are on their way; {locations.length} location{locations.length === 1 ? "" : "s"} available.
      </Notice>
    </section>
  );
}
