// How `changeset version` writes CHANGELOG entries (.changeset/config.json names this file): each changeset's text as
// one bullet, and one line naming the workspace packages a release moved to, however many changesets moved them.
"use strict";

/** A changeset's summary as a bullet; its later lines indented under it. */
async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.split("\n").map((line) => line.trimEnd());
  return [`- ${first}`, ...rest.map((line) => (line ? `  ${line}` : line))].join("\n");
}

/** "- Updated dependencies: @cloudconsole/sdk@0.2.0", or nothing when no workspace dependency moved. */
async function getDependencyReleaseLine(_changesets, dependenciesUpdated) {
  if (dependenciesUpdated.length === 0) return "";
  return `- Updated dependencies: ${dependenciesUpdated.map((dependency) => `${dependency.name}@${dependency.newVersion}`).join(", ")}`;
}

module.exports = { getReleaseLine, getDependencyReleaseLine };
