import { register } from 'node:module';

/**
 * The loader hook that makes a stylesheet import an empty module, as esbuild's `'.css': 'empty'`
 * does for the product pages' Lambda bundle (infra/constructs/bundled-code.ts): the web's
 * components import their CSS, and the page renderer runs them here under tsx, in this process.
 */
const HOOKS = `
export async function load(url, context, nextLoad) {
  if (/\\.css(\\?.*)?$/.test(url)) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
`;

let registered = false;

/** Registers the hook once for this process; modules imported after it see `.css` as empty. */
export function ignoreCssImports(): void {
  if (registered) return;
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);
  registered = true;
}
