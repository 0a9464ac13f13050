/**
 * The rule for a hosting account's user name, wherever one is typed: Portico Admin, `portico user add`,
 * the REST API and the billing modules. It has not changed since 0.1.0. `tests/unit/user-names.test.ts`
 * checks the OpenAPI description, the CLI data and every page that states it against this one.
 */
const minLength = 3;
const maxLength = 16;

export const userNameRule = {
  minLength,
  maxLength,
  /** Lowercase letters and digits, starting with a letter. */
  pattern: `^[a-z][a-z0-9]{${minLength - 1},${maxLength - 1}}$`,
  /** The rule in words, for the pages and the CLI reference. */
  summary: `${minLength} to ${maxLength} lowercase letters and digits, starting with a letter`,
} as const;

/** How long a one-time sign-in address stays valid: `portico user login`, the API's login links, the panel's phpMyAdmin and WordPress buttons. */
export const signInLinkSeconds = 60;
