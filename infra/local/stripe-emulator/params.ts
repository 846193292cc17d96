import type { ParamValue, Params } from './form-params';
import { invalidRequest, missingParam } from './stripe-errors';

/**
 * Typed reads of decoded parameters, failing the way Stripe fails (`parameter_missing`,
 * `parameter_unknown`, "Invalid integer: …") so mistakes show up locally, not in production.
 * `path` names nested parameters in errors, e.g. `card[number]`.
 */
const show = (value: ParamValue) => (typeof value === 'string' ? value : JSON.stringify(value));
const path = (prefix: string, name: string) => (prefix ? `${prefix}[${name}]` : name);

/**
 * Which of Stripe's parameter names an endpoint takes: `supported` ones are read, `ignored` ones
 * change nothing locally (statement descriptors, 3DS options, …), `unsupported` ones are real
 * Stripe parameters this emulator cannot honour, refused so nobody relies on them by accident.
 */
export interface ParamNames {
  supported: readonly string[];
  ignored?: readonly string[];
  unsupported?: readonly string[];
}

/** Unknown names fail as on Stripe (`parameter_unknown`), which catches typos locally. */
export function checkParamNames(params: Params, names: ParamNames, prefix = ''): void {
  for (const name of Object.keys(params)) {
    const full = path(prefix, name);
    if (names.unsupported?.includes(name)) {
      throw invalidRequest(`The local payment emulator does not support the parameter ${full}.`, undefined, full);
    }
    if (!names.supported.includes(name) && !names.ignored?.includes(name)) {
      throw invalidRequest(`Received unknown parameter: ${full}`, 'parameter_unknown', full);
    }
  }
}

export function optionalString(params: Params, name: string, prefix = ''): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    throw invalidRequest(`Invalid string: ${show(value)}`, 'parameter_invalid_string', path(prefix, name));
  }
  return value;
}

export function requiredString(params: Params, name: string, prefix = ''): string {
  const value = optionalString(params, name, prefix);
  if (value === undefined || value === '') throw missingParam(path(prefix, name));
  return value;
}

export function optionalInteger(params: Params, name: string, min: number, prefix = ''): number | undefined {
  const text = optionalString(params, name, prefix);
  if (text === undefined) return undefined;
  const full = path(prefix, name);
  if (!/^-?\d{1,15}$/.test(text)) {
    throw invalidRequest(`Invalid integer: ${text}`, 'parameter_invalid_integer', full);
  }
  const value = Number(text);
  if (value < min) {
    throw invalidRequest(`This value must be greater than or equal to ${min}.`, 'parameter_invalid_integer', full);
  }
  return value;
}

export function requiredInteger(params: Params, name: string, min: number, prefix = ''): number {
  const value = optionalInteger(params, name, min, prefix);
  if (value === undefined) throw missingParam(path(prefix, name));
  return value;
}

export function optionalBoolean(params: Params, name: string, prefix = ''): boolean | undefined {
  const text = optionalString(params, name, prefix);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false') {
    throw invalidRequest(`Invalid boolean: ${text}`, undefined, path(prefix, name));
  }
  return text === 'true';
}

/** A hash parameter; Stripe's "empty string unsets it" convention comes back as `null`. */
export function optionalHash(params: Params, name: string, prefix = ''): Params | null | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (value === '') return null;
  if (typeof value === 'string' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object`, 'parameter_invalid_string', path(prefix, name));
  }
  return value;
}

export function optionalStringList(params: Params, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw invalidRequest(`Invalid array`, 'parameter_invalid_string', name);
  }
  return value as string[];
}

/**
 * Metadata with Stripe's limits (50 keys, 40-character keys, 500-character values). `null`
 * means "clear it all" (`metadata=`); a key set to '' is removed on update, as on Stripe.
 */
export function readMetadata(params: Params): Record<string, string> | null | undefined {
  const hash = optionalHash(params, 'metadata');
  if (hash === undefined || hash === null) return hash;
  const metadata: Record<string, string> = {};
  for (const key of Object.keys(hash)) {
    const value = optionalString(hash, key, 'metadata') ?? '';
    if (key.length > 40)
      throw invalidRequest('Metadata keys can have up to 40 characters.', 'parameter_invalid_string', `metadata[${key}]`);
    if (value.length > 500)
      throw invalidRequest('Metadata values can have up to 500 characters.', 'parameter_invalid_string', `metadata[${key}]`);
    metadata[key] = value;
  }
  if (Object.keys(metadata).length > 50) throw invalidRequest('Metadata can have up to 50 keys.', undefined, 'metadata');
  return metadata;
}

/** Applies a metadata update to existing metadata with Stripe's merge rules. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string> | null): Record<string, string> {
  if (update === null) return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
