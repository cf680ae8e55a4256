import { afterEach, describe, expect, it, vi } from "vitest";
import { linkDestination, processorRedirect } from "./redirect";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("where a link processor sends the customer", () => {
  it.each([
    ["its page, opened as a link", { redirect_url: "https://pay.example/p/1" }, { url: "https://pay.example/p/1" }],
    ["its page, with an empty form: still a link", { redirect_url: "https://pay.example/p/1", form_data: {} }, { url: "https://pay.example/p/1" }],
    [
      "its page, with the form it wants POSTed (numbers and booleans as text, nested values left out)",
      { redirect_url: "https://pay.example/post", form_data: { merchant: "m-1", amount: 40, test: true, nested: { a: 1 } } },
      { url: "https://pay.example/post", fields: { merchant: "m-1", amount: "40", test: "true" } },
    ],
    ["nowhere, when it names no page", { form_data: { merchant: "m-1" } }, undefined],
  ])("%s", (_case, answer, destination) => {
    expect(linkDestination(answer)).toEqual(destination);
  });
});

describe("leaving for the processor", () => {
  it("POSTs the processor's fields as a real form to its page", () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    processorRedirect.follow({ url: "https://pay.example/post", fields: { merchant: "m-1", signature: "a&b=c" } });
    expect(submitted).toHaveLength(1);
    const form = submitted[0];
    expect(form?.method).toBe("post");
    expect(form?.action).toBe("https://pay.example/post");
    expect(Object.fromEntries(new FormData(form))).toEqual({ merchant: "m-1", signature: "a&b=c" });
  });

  it("opens a page without fields as a link", () => {
    const go = vi.spyOn(processorRedirect, "go").mockImplementation(() => undefined);
    processorRedirect.follow({ url: "https://pay.example/p/1" });
    expect(go).toHaveBeenCalledWith("https://pay.example/p/1");
  });
});
