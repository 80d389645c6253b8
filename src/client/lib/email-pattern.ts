/**
 * A quick look at an email address before an invitation goes out: something@something.tld, no
 * spaces. It only spares a round trip for an obvious typo; the server's contract decides.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
