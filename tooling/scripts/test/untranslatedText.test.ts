import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { untranslatedText } from "@cloudconsole/eslint-config/rules/untranslatedText";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } } });
const text = [{ messageId: "text" }];

tester.run("no-untranslated-text", untranslatedText, {
  valid: [
    { name: "a message from the catalogue", code: `<h1>{t("title")}</h1>` },
    { name: "a message as a read-out prop", code: `<nav aria-label={t("categories")} />` },
    { name: "punctuation and figures", code: `<p>{count} · {price} — 100 %</p>` },
    { name: "units and codes", code: `<span>{size} GB · SSH · API</span>` },
    { name: "a brand name given to the rule", code: `<span>Sentry</span>`, options: [{ allow: ["Sentry"] }] },
    { name: "props that are not read out", code: `<a className="link" href="/profile" data-layout="desktop" type="button" />` },
    { name: "a string in code outside JSX", code: `const id = "profile-title";` },
  ],
  invalid: [
    { name: "JSX text", code: `<h1>Page not found</h1>`, errors: text },
    { name: "a string literal child", code: `<p>{"Retry now"}</p>`, errors: text },
    { name: "a template literal child", code: "<p>{`Log out`}</p>", errors: text },
    { name: "an aria-label", code: `<nav aria-label="Resource categories" />`, errors: text },
    { name: "a component's label prop", code: `<Card title="Appearance" />`, errors: text },
    { name: "a *Label prop", code: `<Menu buttonLabel={"Create"} />`, errors: text },
    { name: "an allowed word beside others", code: `<span>Your SSH keys</span>`, errors: text },
  ],
});
