/** Leaving the console for a processor's page (3-D Secure, a payment link); one object so tests can watch it. */
export const processorRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};
