const planNameMaxLength = 32;

/**
 * The rule for a plan's name, which billing modules and the REST API match exactly: Portico Admin, `portico plan
 * add`, the OpenAPI description and every page that states it (`:fact[plan-name-rule]`) follow this one. It has
 * not changed since 0.1.0.
 */
export const planNameRule = {
  maxLength: planNameMaxLength,
  pattern: `^[a-z0-9-]{1,${planNameMaxLength}}$`,
  /** The rule in words, for the pages. */
  summary: `lowercase letters, digits and hyphens, at most ${planNameMaxLength} characters`,
} as const;

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
