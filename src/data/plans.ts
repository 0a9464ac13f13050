const planNameMaxLength = 32;

/**
 * The rule for a plan's name, which billing modules and the REST API match exactly: Portico Admin, `portico plan
 * add`, the OpenAPI description and every page that states it (`:fact[plan-name-rule]`) follow this one. It has
 * not changed since 0.1.0. A frozen docs version is held to the rule frozen with it (`planNameRuleOf` in
 * `docs-version-data.ts`), which `npm run docs:cut` freezes.
 */
export const planNameRule = {
  maxLength: planNameMaxLength,
  pattern: `^[a-z0-9-]{1,${planNameMaxLength}}$`,
  /** The rule in words, for the pages. */
  summary: `lowercase letters, digits and hyphens, at most ${planNameMaxLength} characters`,
} as const;

export type PlanNameRule = Readonly<{maxLength: number; pattern: string; summary: string}>;

/**
 * The built-in `default` plan, which every new server has and whose limits a new plan takes where it
 * leaves one out. The CLI's flag defaults and samples, and the pages that quote the default plan
 * (`:fact[default-plan-disk]`, `:fact[default-plan-ram]`, …), read it from here.
 */
export const defaultPlan = {
  name: 'default',
  diskGB: 10,
  inodes: 250_000,
  domains: 5,
  databases: 10,
  emails: 10,
  ftp: 5,
  cpuCores: 1,
  ramGiB: 1,
  processes: 20,
  /** The highest `memory_limit` an account on the plan may set, in MB. */
  phpMemoryCeilingMB: 1024,
  /** The highest `max_execution_time` an account on the plan may set, in seconds. */
  phpTimeCeilingSeconds: 300,
  /** The highest `max_connections` an account on the plan may give its own database server. */
  mysqlConnectionsCeiling: 150,
} as const;

/**
 * The variables of an account's own database server that **Advanced → MySQL configuration** lets its owner
 * change (since 1.0.0): the value a new account's server starts with and the range allowed on the `default`
 * plan. Pages render them as facts (`:fact[mysql-max-allowed-packet]`, …), so one decision reaches the
 * screen's page, the database container page and the articles that tune them.
 */
export const accountDatabaseSettings = {
  /** Its floor is the same on every plan; its ceiling is the plan's own, `mysqlConnectionsCeiling` above. */
  maxConnections: {stock: 100, min: 10},
  /** The buffer pool, together with every other container of the account, lives in the plan's RAM. */
  bufferPool: {
    stock: '128M',
    ceiling: "half the plan's RAM",
    defaultPlanMax: `${(defaultPlan.ramGiB * 1024) / 2}M`,
  },
  maxAllowedPacket: {stock: '64M', min: '16M', max: '1G'},
  /** The engine's own `wait_timeout`, which Portico keeps, is the highest value too. */
  waitTimeout: {stockSeconds: 28800, minSeconds: 60},
} as const;
