/** Input patterns, shared by forms and the server's schemas. */

/** Letters, digits and . _ % + - before @, a domain, a dot and an ending of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** An optional leading +, then 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
