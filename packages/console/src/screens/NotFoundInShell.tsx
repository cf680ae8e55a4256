import { useT } from "../i18n";
import { notFoundMessages } from "../features/not-found/messages";
import { PlaceholderScreen } from "./PlaceholderScreen";

/** Said inside the shell for an address that does not exist (or whose resource type is disabled), titled as the screen says. */
export function NotFoundInShell({ title }: { title?: string }) {
  const notFoundT = useT(notFoundMessages);
  return <PlaceholderScreen title={title ?? notFoundT("title")} message={notFoundT("explanation")} />;
}
