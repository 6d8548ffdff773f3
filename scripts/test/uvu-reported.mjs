// @ts-check
// uvu as test files import it under scripts/test.mjs: the same, but a before or after hook that
// throws is reported. uvu 0.5.6 runs its `after` hooks and returns from a `finally` block, which
// drops a `before` hook's error: the suite then prints "(0 / 9)" and nothing else.
import * as uvu from 'uvu';

export * from 'uvu';

/** @typedef {(suite: string, hook: string, error: unknown) => void} HookReporter */

/**
 * @param {string} suiteName
 * @param {string} hookName
 * @param {(state: any) => unknown} hook
 */
function toReported(suiteName, hookName, hook) {
  return async (/** @type {any} */ state) => {
    try {
      await hook(state);
    } catch (error) {
      /** @type {{ reportHookFailure?: HookReporter }} */ (globalThis).reportHookFailure?.(suiteName, hookName, error);
      throw error;
    }
  };
}

/** @type {typeof uvu.suite} */
export const suite = (name = '', state) => {
  const test = uvu.suite(name, state);
  for (const hookName of /** @type {const} */ (['before', 'after'])) {
    const register = test[hookName];
    const reported = Object.assign((/** @type {any} */ hook) => register(toReported(name, hookName, hook)), { each: register.each });
    test[hookName] = reported;
  }
  return test;
};

export const test = suite();
