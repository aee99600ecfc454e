import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { fieldLabel, type Lang, t } from '../i18n/index';

// The server registers and validates its routes from the same openapi.yaml the client is generated from.
const require = createRequire(import.meta.url);
export const contractPath = require.resolve('@arena/api-client/openapi.yaml');

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface RawOperation {
  operationId: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
  responses: Record<string, { content?: { 'application/json'?: { schema?: Schema } } }>;
}

export interface Operation {
  operationId: string;
  method: 'get' | 'post';
  path: string;
  tag: string;
  secured: boolean;
  /** Query parameters and JSON body merged into one object schema. */
  inputSchema: Schema;
  responseSchema: Schema | undefined;
}

export interface Contract {
  operations: Operation[];
  document: Schema;
}

export function loadContract(path = contractPath): Contract {
  const document = parse(readFileSync(path, 'utf8')) as { paths: Record<string, Record<string, RawOperation>> } & Schema;
  const operations: Operation[] = [];
  for (const [url, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const p of op.parameters ?? []) {
        properties[p.name] = p.schema;
        if (p.required) required.push(p.name);
      }
      const body = op.requestBody?.content?.['application/json']?.schema as
        | { properties?: Record<string, Schema>; required?: string[] }
        | undefined;
      Object.assign(properties, body?.properties ?? {});
      required.push(...(body?.required ?? []));
      operations.push({
        operationId: op.operationId,
        method: method as 'get' | 'post',
        path: url,
        tag: op.tags?.[0] ?? '',
        secured: (op.security?.length ?? 0) > 0,
        inputSchema: { type: 'object', properties, required },
        responseSchema: op.responses['200']?.content?.['application/json']?.schema,
      });
    }
  }
  return { operations, document };
}

/**
 * What the database can hold, for inputs the contract leaves unbounded (issue 12, contract fuzzing):
 * an integer is a PostgreSQL `integer` (ids, counts, minutes), a number an amount of coins (numeric(14, 1)).
 * Past these a request is refused by name ("must be at most …") instead of failing in SQL.
 */
export const INPUT_BOUNDS = {
  integer: { minimum: -2_147_483_648, maximum: 2_147_483_647 },
  number: { minimum: -1e12, maximum: 1e12 },
} as const;

/** A schema with INPUT_BOUNDS added where it has no bound of its own. */
function bounded(schema: Record<string, unknown>): Record<string, unknown> {
  const bounds = schema.type === 'integer' || schema.type === 'number' ? INPUT_BOUNDS[schema.type] : undefined;
  if (!bounds) return schema;
  return {
    ...schema,
    ...(schema.minimum === undefined && schema.exclusiveMinimum === undefined ? { minimum: bounds.minimum } : {}),
    ...(schema.maximum === undefined && schema.exclusiveMaximum === undefined ? { maximum: bounds.maximum } : {}),
  };
}

/**
 * One Ajv for the contract: `#/components/...` references resolve against the document. `bounds`
 * (the server's request validator) adds INPUT_BOUNDS to unbounded integers and numbers.
 */
export function createValidator(contract: Contract, options: { coerce: boolean; bounds?: boolean }) {
  // multipleOfPrecision: amounts in tenths (`multipleOf: 0.1`, issue 14) are checked to 6 decimals, so
  // 10.1 or 30.5 pass despite binary floating point (10.1 / 0.1 = 100.99999999999999).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: options.coerce,
    useDefaults: options.coerce,
    multipleOfPrecision: 6,
  });
  addFormats(ajv);
  const rewrite = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(rewrite);
    if (schema && typeof schema === 'object') {
      const entries = Object.fromEntries(
        Object.entries(schema).map(([k, v]) => [
          k,
          k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `arena-contract${v}` : rewrite(v),
        ]),
      );
      return options.bounds ? bounded(entries) : entries;
    }
    return schema;
  };
  ajv.addSchema({ $id: 'arena-contract', components: rewrite(contract.document.components ?? {}) });
  return (schema: Schema): ValidateFunction => ajv.compile(rewrite(schema) as Schema);
}

/** "mobile: is required" — the field first, then what is wrong with it, in words a person can act on. */
/** Ajv's first complaint as a sentence a person can act on, in the request's language. */
export function describeError(error: ErrorObject, lang: Lang): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required')
    return t(lang, 'server.validation.required', { field: fieldLabel(lang, String(params.missingProperty)) });
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
  const field = fieldLabel(lang, path);
  const limit = String(params.limit);
  switch (error.keyword) {
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'maxItems':
      return t(lang, `server.validation.${error.keyword}`, { field, limit });
    case 'pattern':
      return t(lang, 'server.validation.pattern', { field });
    case 'enum':
      return t(lang, 'server.validation.enum', { field, values: (params.allowedValues as unknown[]).join(', ') });
    case 'type':
      return params.type === 'integer'
        ? t(lang, 'server.validation.integer', { field })
        : t(lang, 'server.validation.type', { field, type: String(params.type) });
    default:
      return t(lang, 'server.validation.invalid', { field });
  }
}
