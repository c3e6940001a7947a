/**
 * The addresses the e2e server lets into the back office (its ADMIN_EMAILS), one per
 * Playwright worker: a typed code is checked against the newest sign-in of its address,
 * so two tests signing in as the same person at once would each void the other's code.
 */
export const backOfficeAddresses = Array.from({ length: 32 }, (_, worker) => `coach+worker${worker}@example.com`);
