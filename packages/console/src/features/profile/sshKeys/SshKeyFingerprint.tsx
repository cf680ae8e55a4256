import { Suspense, use } from "react";
import { useT } from "../../../i18n";
import { profileMessages } from "../messages";
import { sshKeyFingerprint } from "./sshPublicKey";
import * as styles from "./SshKeyFingerprint.css";

// One digest per key line for the page's life: keys cannot be changed once saved, so neither can their fingerprints.
const fingerprints = new Map<string, Promise<string | undefined>>();

function fingerprintOf(publicKey: string): Promise<string | undefined> {
  let found = fingerprints.get(publicKey);
  if (!found) {
    found = sshKeyFingerprint(publicKey);
    fingerprints.set(publicKey, found);
  }
  return found;
}

function Digest({ publicKey }: { publicKey: string }) {
  const t = useT(profileMessages);
  // A key saved elsewhere in a form the console cannot read still lists, without a fingerprint.
  return <code className={styles.fingerprint}>{use(fingerprintOf(publicKey)) ?? t("ssh.notOpenSsh")}</code>;
}

/** The key's SHA256 fingerprint, as `ssh-keygen -l` prints it, to tell keys apart. */
export function SshKeyFingerprint({ publicKey }: { publicKey: string }) {
  return (
    <Suspense fallback="…">
      <Digest publicKey={publicKey} />
    </Suspense>
  );
}
