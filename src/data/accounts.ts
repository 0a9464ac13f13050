/**
 * The rule for a hosting account's user name, wherever one is typed: Portico Admin, `portico user add`,
 * the REST API and the billing modules. It has not changed since 0.1.0. `tests/unit/user-names.test.ts`
 * checks each docs version's OpenAPI description, CLI data and pages against that version's rule
 * (`userNameRuleOf` in `docs-version-data.ts`), which `npm run docs:cut` freezes with it.
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

export type UserNameRule = Readonly<{
  minLength: number;
  maxLength: number;
  pattern: string;
  summary: string;
}>;

/** How long a one-time sign-in address stays valid: `portico user login`, the API's login links, the panel's phpMyAdmin and WordPress buttons. */
export const signInLinkSeconds = 60;
