// How the account token travels. The cookie is HttpOnly, so page
// code never reads it; other clients (and tests) send the header instead.
export const accountTokenCookieName = 'hallway_account_token';
export const accountTokenHeaderName = 'account-token';
export const traceIdHeaderName = 'trace-id';
/** 2160 hours = 90 days, how long a sign-in lasts. */
export const accountTokenMaxAgeSeconds = 90 * 24 * 60 * 60;
