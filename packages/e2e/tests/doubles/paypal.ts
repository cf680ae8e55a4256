// PayPal's JS SDK in e2e: its real address (https://www.paypal.com/sdk/js, where PayPal's own loader in the console
// asks for it) answers with the same SDK double the console's unit tests serve, so the console's real loader and
// PayPal callbacks run without the outside network. It lives with the tests and never reaches a bundle.
import type { Page } from "@playwright/test";
import { PAYPAL_SDK_URL, payPalSdkDouble, type PayPalDoubleRecord } from "../../../console/src/testing/doubles/paypal";

export { PAYPAL_WINDOW, type PayPalDoubleRecord } from "../../../console/src/testing/doubles/paypal";

/** Serves PayPal's SDK from the double at PayPal's address; anything else PayPal's hosts are asked for is not found. */
export async function routePayPalSdk(page: Page): Promise<void> {
  const body = `(${payPalSdkDouble.toString()})(document.currentScript);`;
  // The route added last is asked first: the SDK's address before the rest of PayPal's hosts.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*paypal(objects)?\.com\//, (route) => route.fulfill({ status: 404, body: "Not found" }));
  await page.route(PAYPAL_SDK_URL, (route) => route.fulfill({ status: 200, contentType: "text/javascript", headers: { "access-control-allow-origin": "*" }, body }));
}

/** What the double was given on this page (the scripts loaded, the approvals), once PayPal's script has run. */
export async function payPalDoubleRecord(page: Page): Promise<PayPalDoubleRecord | undefined> {
  return page.evaluate(() => (window as unknown as { paypalDouble?: PayPalDoubleRecord }).paypalDouble);
}

/** Makes the payer's next approval end in PayPal's `onError` with `message`, as PayPal reports a refused account. */
export async function failNextPayPalApproval(page: Page, message: string): Promise<void> {
  await page.evaluate((refusal) => {
    const record = (window as unknown as { paypalDouble?: PayPalDoubleRecord }).paypalDouble;
    if (!record) throw new Error("PayPal's script has not run on this page");
    record.failNextApproval = refusal;
  }, message);
}
