// Embedded login's cross-origin verification page (/app/auth0-verify.html), auth0-js's fallback where the browser
// kept Auth0's own cookie from the login form (third-party cookies blocked): Auth0's /authorize page frames this page
// with #origin=<Auth0's origin> and asks it by postMessage for the verifier auth0-js saved on this site when the login
// began; auth0-js's crossOriginVerification() answers from this site's storage. The verifier is found by the asking
// origin and the login's id alone, so the client is named for the Auth0 domain that asks and needs no client id.
(() => {
  const origin = new URLSearchParams(window.location.hash.slice(1)).get("origin");
  if (!origin || !window.auth0) return;
  new window.auth0.WebAuth({ domain: new URL(origin).host, clientID: "" }).crossOriginVerification();
})();
