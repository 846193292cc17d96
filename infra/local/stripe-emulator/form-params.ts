import { invalidRequest } from './stripe-errors';

/** A decoded Stripe request parameter: text, a hash (`a[b]=`) or a list (`a[0]=`, `a[]=`). */
export type ParamValue = string | Params | ParamValue[];
export interface Params {
  [key: string]: ParamValue;
}

/** Splits `a[b][0]` into `['a', 'b', '0']`; a key that is not well formed stays whole. */
function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return [key];
  const segments = [match[1]];
  for (const part of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) segments.push(part[1] ?? '');
  return segments;
}

interface Node {
  list: boolean;
  children: Map<string, Node | string>;
}

const newNode = (list: boolean): Node => ({ list, children: new Map() });

function insert(root: Node, segments: string[], value: string, rawKey: string): void {
  let node = root;
  for (let i = 0; i < segments.length; i += 1) {
    let segment = segments[i] ?? '';
    // `a[]=x&a[]=y` appends, which is how browsers and many clients send lists.
    if (segment === '') segment = String(node.children.size);
    const last = i === segments.length - 1;
    const existing = node.children.get(segment);
    if (last) {
      if (existing !== undefined && typeof existing !== 'string') throw conflict(rawKey);
      node.children.set(segment, value);
      return;
    }
    if (typeof existing === 'string') throw conflict(rawKey);
    const next = segments[i + 1] ?? '';
    const child = existing ?? newNode(next === '' || /^\d+$/.test(next));
    node.children.set(segment, child);
    node = child;
  }
}

function conflict(key: string) {
  return invalidRequest(`Invalid hash or array for parameter ${key}.`, 'parameter_invalid_string', key);
}

function toValue(node: Node): Params | ParamValue[] {
  if (node.list) {
    return [...node.children.entries()]
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, child]) => (typeof child === 'string' ? child : toValue(child)));
  }
  // A prototype-less object, so a key such as `__proto__` is only ever data.
  const params: Params = Object.create(null) as Params;
  for (const [key, child] of node.children) params[key] = typeof child === 'string' ? child : toValue(child);
  return params;
}

/**
 * Decodes an `application/x-www-form-urlencoded` body the way Stripe reads it: brackets nest
 * (`metadata[order_id]`, `shipping[address][city]`), numeric or empty brackets make lists
 * (`payment_method_types[0]`, `expand[]`).
 */
export function parseFormParams(text: string): Params {
  const root = newNode(false);
  for (const [key, value] of new URLSearchParams(text)) insert(root, splitKey(key), value, key);
  return toValue(root) as Params;
}
