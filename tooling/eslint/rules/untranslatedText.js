// Text a person reads comes from a message catalogue: a string literal rendered as JSX text, or given as a prop that
// is read out (aria-label, title, alt, placeholder, label…), is written in one language only.

// Props whose string is shown or read out; `className`, `to`, `href`, `type`… are not.
const TEXT_PROPS = /^(aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext|title|alt|placeholder|label|description|subtitle|heading|caption|emptyText|loading|tooltip|[a-z]+Label|[a-z]+Text|[a-z]+Title)$/;

// Words that are the same in every language: brand names, units and codes.
const ALWAYS = ["API", "CPU", "vCPU", "RAM", "GB", "MB", "KB", "TB", "PB", "GiB", "MiB", "SSH", "IP", "IPv4", "IPv6", "MFA", "URL", "HTTP", "HTTPS", "ID", "UTC", "CSV", "PDF", "DNS", "VPC", "S3", "OK"];

/** Whether a text has a word a reader reads, other than the allowed ones. */
function needsTranslation(text, allowed) {
  const words = text.match(/[\p{L}][\p{L}\p{M}\d'’-]*/gu) ?? [];
  return words.some((word) => !allowed.has(word));
}

/** @type {import("eslint").Rule.RuleModule} */
export const untranslatedText = {
  meta: {
    type: "problem",
    docs: { description: "Text a person reads comes from a message catalogue, not a string literal" },
    schema: [{ type: "object", properties: { allow: { type: "array", items: { type: "string" } } }, additionalProperties: false }],
    messages: {
      text: "'{{text}}' is shown in one language only: add it to the feature's locales/en.json and render t(\"…\").",
    },
  },
  create(context) {
    const allowed = new Set([...ALWAYS, ...(context.options[0]?.allow ?? [])]);
    const report = (node, text) => {
      if (needsTranslation(text, allowed)) context.report({ node, messageId: "text", data: { text: text.trim().slice(0, 40) } });
    };
    const literalText = (node) => {
      if (node?.type === "Literal" && typeof node.value === "string") return node.value;
      if (node?.type === "TemplateLiteral") return node.quasis.map((quasi) => quasi.value.cooked ?? "").join(" ");
      return undefined;
    };
    return {
      JSXText: (node) => report(node, node.value),
      JSXExpressionContainer(node) {
        if (node.parent?.type !== "JSXElement" && node.parent?.type !== "JSXFragment") return;
        const text = literalText(node.expression);
        if (text !== undefined) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : undefined;
        if (!name || !TEXT_PROPS.test(name) || !node.value) return;
        const text = node.value.type === "JSXExpressionContainer" ? literalText(node.value.expression) : literalText(node.value);
        if (text !== undefined) report(node.value, text);
      },
    };
  },
};

/** The catalogue rules, as an ESLint plugin. */
export const messagesPlugin = { meta: { name: "messages" }, rules: { "no-untranslated-text": untranslatedText } };
