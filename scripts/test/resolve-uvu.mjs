// @ts-check
// A module resolve hook (node:module register) that hands test files scripts/test/uvu-reported.mjs
// when they import 'uvu'; that module itself gets the real one.
const REPORTED = new URL('./uvu-reported.mjs', import.meta.url).href;

/** @type {import('node:module').ResolveHook} */
export function resolve(specifier, context, nextResolve) {
  if (specifier === 'uvu' && context.parentURL !== REPORTED) return { url: REPORTED, shortCircuit: true };
  return nextResolve(specifier, context);
}
