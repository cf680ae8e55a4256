import { hasBidiControls, nameParts } from "./bidi";
import * as styles from "./ResourceName.css";

/** What the mark after a name holding direction controls says. */
export const BIDI_WARNING = "Contains direction-changing characters";

export interface ResourceNameProps {
  /** The text as the API has it: a resource's name, an account's title, an email. */
  name: string;
  className?: string;
}

/**
 * Text someone typed, shown safely: isolated from the text around it (`<bdi>`), its direction controls shown by
 * their code points (⟨U+202E⟩) so it reads in the order it was written, and a warning mark before it when it has any (before, so a cut-off name keeps it).
 */
export function ResourceName({ name, className }: ResourceNameProps) {
  const flagged = hasBidiControls(name);
  return (
    <>
      {flagged && (
        <>
          <span className={styles.flag} role="img" aria-label={BIDI_WARNING} title={BIDI_WARNING}>
            ⚠
          </span>{" "}
        </>
      )}
      <bdi className={className ? `${styles.name} ${className}` : styles.name}>
        {flagged
          ? nameParts(name).map((part, index) =>
              part.kind === "control" ? (
                <span key={index} className={styles.control}>
                  {part.text}
                </span>
              ) : (
                part.text
              ),
            )
          : name}
      </bdi>
    </>
  );
}
