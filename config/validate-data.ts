/**
 * The data files that people edit by hand, and that TypeScript reads only as JSON, checked against a schema
 * when the configuration loads: a wrong value fails `npm start` and `npm run build` with the file, the path in
 * it and what was expected, before any page or plugin reads the data. docusaurus.config.ts imports this module
 * first. The schemas use Joi, as Docusaurus does for its own options; Joi itself rather than Docusaurus's
 * re-export, so that loading this module does not load Docusaurus's utilities, which 4.0 builds on packages
 * that only `import` can load.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Joi from 'joi';

const ROOT = join(__dirname, '..');

const version = Joi.string()
  .pattern(/^\d+\.\d+\.\d+$/)
  .messages({
    'string.pattern.base':
      '{{#label}} must be a version as MAJOR.MINOR.PATCH, such as 10.4.2, not "{{#value}}"',
  });

/** A day as YYYY-MM-DD that the calendar has (2026-02-30 is refused). */
const day = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers) =>
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
      ? value
      : helpers.error('any.invalid'),
  )
  .messages({
    'string.pattern.base': '{{#label}} must be a day as YYYY-MM-DD, not "{{#value}}"',
    'any.invalid': '{{#label}} is not a day of the calendar: "{{#value}}"',
  });

const releaseHistory = Joi.array()
  .items(
    Joi.object({
      version: version.required(),
      date: day.required(),
      status: Joi.string().valid('released', 'upcoming').required(),
      highlights: Joi.string().min(10),
    }),
  )
  .min(1)
  .unique('version')
  .messages({'array.unique': '{{#label}} lists version {{#value.version}} twice'});

const cliValueType = Joi.string().valid('string', 'integer', 'size', 'date', 'enum', 'switch');
const cliTool = Joi.object({
  docsVersion: version.required(),
  binary: Joi.string()
    .pattern(/^[a-z][a-z-]*$/)
    .required(),
  replacedIn: version,
  sizeUnits: Joi.array()
    .items(Joi.string().pattern(/^[A-Z]$/))
    .min(1)
    .unique()
    .required(),
  groups: Joi.array()
    .items(
      Joi.object({
        name: Joi.string().required(),
        summary: Joi.string().required(),
        commands: Joi.array()
          .items(
            Joi.object({
              words: Joi.array().items(Joi.string()).min(1).required(),
              summary: Joi.string().required(),
              arguments: Joi.array()
                .items(
                  Joi.object({
                    name: Joi.string().required(),
                    type: cliValueType.required(),
                    required: Joi.boolean().required(),
                    description: Joi.string().required(),
                  }),
                )
                .required(),
              flags: Joi.array()
                .items(
                  Joi.object({
                    name: Joi.string()
                      .pattern(/^--[a-z]/)
                      .required(),
                    type: cliValueType.required(),
                    values: Joi.array().items(Joi.string()),
                    default: Joi.string(),
                    required: Joi.boolean(),
                    description: Joi.string().required(),
                    since: version,
                    enterprise: Joi.boolean(),
                  }),
                )
                .required(),
              output: Joi.object({
                description: Joi.string().required(),
                sample: Joi.string().required(),
                variants: Joi.object().pattern(Joi.string(), Joi.string()),
              }).required(),
              exitCodes: Joi.array()
                .items(
                  Joi.object({
                    code: Joi.number().integer().min(0).max(255).required(),
                    meaning: Joi.string().required(),
                  }),
                )
                .required(),
              enterprise: Joi.boolean().required(),
              since: version.required(),
              examples: Joi.array().items(Joi.string()).required(),
            }),
          )
          .min(1)
          .required(),
      }),
    )
    .min(1)
    .required(),
});

/** What `npm run docs:cut` freezes for each docs version: its CLI, screens, facts, capability pages, configuration reference, Enterprise pages (from 1.0.0, when the editions came), collations, host services, user and plan name rules, and (for a version cut after the cut script froze them: older versions have neither doc) the panel's languages and what demo mode blocks. */
const frozenDocsData = Joi.object().pattern(
  version,
  Joi.object({
    cli: cliTool.required(),
    screens: Joi.array()
      .items(Joi.object({path: Joi.string().required(), doc: Joi.string().required()}))
      .required(),
    facts: Joi.object().pattern(
      Joi.string(),
      Joi.object({
        text: Joi.string().required(),
        values: Joi.array().items(Joi.string()).required(),
      }),
    ),
    capabilities: Joi.object()
      .pattern(Joi.string(), Joi.array().items(Joi.string()).min(1))
      .required(),
    config: Joi.object({
      file: Joi.string().required(),
      sections: Joi.object()
        .pattern(Joi.string(), Joi.array().items(Joi.string()).min(1))
        .required(),
    }).required(),
    enterpriseDocs: Joi.object().pattern(Joi.string(), Joi.array().items(Joi.string()).min(1)),
    collations: Joi.object({
      engines: Joi.array()
        .items(
          Joi.object({name: Joi.string().required(), defaultCollation: Joi.string().required()}),
        )
        .min(1)
        .required(),
      others: Joi.array().items(Joi.string()).required(),
    }).required(),
    hostServices: Joi.array()
      .items(
        Joi.object({
          name: Joi.string().required(),
          kind: Joi.string().valid('daemon', 'containers', 'rules', 'timer').required(),
          unless: Joi.string(),
          enterprise: Joi.boolean().valid(true),
        }),
      )
      .min(1)
      .required(),
    userNameRule: Joi.object({
      minLength: Joi.number().integer().min(1).required(),
      maxLength: Joi.number().integer().min(1).required(),
      pattern: Joi.string().required(),
      summary: Joi.string().required(),
    }).required(),
    planNameRule: Joi.object({
      maxLength: Joi.number().integer().min(1).required(),
      pattern: Joi.string().required(),
      summary: Joi.string().required(),
    }).required(),
    panelLanguages: Joi.array()
      .items(Joi.object({code: Joi.string().required(), name: Joi.string().required()}))
      .min(1),
    demoModeBlocks: Joi.array().items(Joi.string()).min(1),
  }),
);

/** Each file, by its path from the repository's root, with its schema. */
const SCHEMAS: Readonly<Record<string, Joi.Schema>> = {
  'src/data/release-history.json': releaseHistory,
  'src/data/current-docs-version.json': Joi.object({current: version.required()}),
  'src/data/frozen-docs-data.json': frozenDocsData,
  'versions.json': Joi.array().items(version).unique(),
};

/** Every problem in the data, one readable line each: the file, the path in it, and what is wrong. */
export function dataProblems(
  read: (file: string) => unknown = (file) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')),
): string[] {
  return Object.entries(SCHEMAS).flatMap(([file, schema]) => {
    const {error} = schema.validate(read(file), {
      abortEarly: false,
      errors: {label: 'path', wrap: {label: false}},
    });
    return (error?.details ?? []).map((detail) => `${file}: ${detail.message}`);
  });
}

const problems = dataProblems();
if (problems.length > 0)
  throw new Error(
    `The site's data does not hold what the pages need:\n${problems.map((line) => `- ${line}`).join('\n')}`,
  );
