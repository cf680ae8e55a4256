// A feature folder (src/features/<name>/) is a unit: other features reach it only through its index.ts.
import path from "node:path";

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file lives in, and the features folder it sits in; undefined outside src/features/. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at === -1) return undefined;
  const root = file.slice(0, at + FEATURES.length);
  const [name, ...rest] = file.slice(root.length).split(path.sep);
  return name ? { root, name, inside: rest } : undefined;
}

/** Whether the path inside a feature names its entry point: the folder itself or its index file. */
function isEntry(inside) {
  return inside.length === 0 || (inside.length === 1 && /^index(\.[cm]?[jt]sx?)?$/.test(inside[0]));
}

/** @type {import("eslint").Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Features import each other only through the other feature's index.ts" },
    schema: [],
    messages: {
      deep: "'{{source}}' reaches into the {{target}} feature's files. Import it from '{{entry}}' (export it from {{target}}/index.ts), or move what both use to a shared folder.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const own = featureOf(file);
    if (!own) return {};
    const check = (node) => {
      if (!node || node.type !== "Literal" || typeof node.value !== "string" || !node.value.startsWith(".")) return;
      const target = featureOf(path.resolve(path.dirname(file), node.value) + path.sep);
      if (!target || target.root !== own.root || target.name === own.name) return;
      const inside = target.inside.filter(Boolean);
      if (isEntry(inside)) return;
      const entry = path.relative(path.dirname(file), path.join(target.root, target.name)).split(path.sep).join("/");
      context.report({ node, messageId: "deep", data: { source: node.value, target: target.name, entry: entry.startsWith(".") ? entry : `./${entry}` } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The workspace's own rules, as an ESLint plugin. */
export const plugin = { meta: { name: "cloudconsole" }, rules: { "feature-boundaries": featureBoundaries } };
