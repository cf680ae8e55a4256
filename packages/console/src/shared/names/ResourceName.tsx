import { useT } from "../../i18n";
import { hasBidiControls, nameParts } from "./bidi";
import { namesMessages } from "./messages";
import * as styles from "./ResourceName.css";

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
  const t = useT(namesMessages);
  const flagged = hasBidiControls(name);
  const warning = t("bidiWarning");
  return (
    <>
      {flagged && (
        <>
          <span className={styles.flag} role="img" aria-label={warning} title={warning}>
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
