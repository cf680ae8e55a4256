/** How long the mock and the platform take to create a service: the progress screen's expected time. */
export const SERVICE_CREATE_EXPECTED_MS = 15_000;
