import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Heading, linkClass } from "@cloudconsole/ui";
import { creationPercent, PROGRESS_TICK_MS } from "./creationProgress";
import { useT } from "../../i18n";
import { ResourceName } from "../../shared/names";
import { progressMessages } from "./messages";

export interface CreationProgressProps {
  /** Name of what is being created. */
  name: string;
  /** When creation started (ms since epoch). */
  startedAt: number;
  /** How long creation is expected to take. */
  expectedMs: number;
  /** 'Create another {type}' links. */
  createAnother?: { type: string; to: string }[];
  /**
   * Where the new resource's own page is, for a creation long enough that waiting on this screen is not worth it
   * (bare metal installs its OS for minutes): the page shows its state and keeps refreshing.
   */
  ownPage?: { to: string; label: string };
  /** Clock for tests and stories. */
  now?: () => number;
}

/** Stands for the resource's name in the heading's sentence, where the name is then shown as a resource name. */
const NAME_MARK = "\u0000";

/** 'Creating (name)... N%': progress from elapsed time against the expected lifetime, ticking every 200 ms. */
export function CreationProgress({ name, startedAt, expectedMs, createAnother = [], ownPage, now = Date.now }: CreationProgressProps) {
  const [elapsed, setElapsed] = useState(() => now() - startedAt);
  useEffect(() => {
    const timer = setInterval(() => setElapsed(now() - startedAt), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [now, startedAt]);
  const percent = creationPercent(elapsed, expectedMs);
  const t = useT(progressMessages);
  const [before, after] = t("creating", { name: NAME_MARK, percent }).split(NAME_MARK);
  return (
    <section aria-labelledby="creation-progress-title">
      <Heading level={1} id="creation-progress-title">
        {before}
        <ResourceName name={name} />
        {after}
      </Heading>
      <progress max={100} value={percent} aria-labelledby="creation-progress-title" />
      {ownPage && (
        <p>
          <Link className={linkClass} to={ownPage.to}>
            {ownPage.label}
          </Link>
        </p>
      )}
      {createAnother.length > 0 && (
        <ul>
          {createAnother.map((link) => (
            <li key={link.to}>
              <Link className={linkClass} to={link.to}>
                {t("createAnother", { type: link.type })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
