import type { Plugin } from 'vite';

/** React DOM's client build, as the bundle reads it from node_modules. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The errors React DOM makes once, when its module is run, to throw and recognise by identity. */
export const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const SENTINEL_MADE = new RegExp(`\\b(${SENTINELS.join('|')}) = Error\\(`, 'g');

/** Makes an error as `Error(message)` does, but without the constructor, so V8 records no stack for it. */
const MAKE_SENTINEL =
  'function makeSentinelError(message) { var error = Object.create(Error.prototype); error.message = message; return error; }';

/**
 * React DOM's module, `code`, with its sentinel errors made without the Error constructor; throws if
 * it does not make exactly the ones known, so that a React upgrade that changes them is looked at.
 */
export function sentinelsWithoutStacks(code: string): string {
  const made = [...code.matchAll(SENTINEL_MADE)].map(([, name]) => name);
  if (made.length !== SENTINELS.length || SENTINELS.some((name) => !made.includes(name)))
    throw new Error(
      `React DOM's sentinel errors are not the ones web/vite-react-sentinels.ts knows (found: ${made.join(', ') || 'none'}); review the plugin for this React version`,
    );
  // Appended: a function declaration is hoisted, and the module's "use strict" stays its first statement.
  return `${code.replace(SENTINEL_MADE, '$1 = makeSentinelError(')}\n${MAKE_SENTINEL}`;
}

/**
 * React DOM makes five errors when its module is first run (SuspenseException and its kin), only
 * ever thrown and compared by identity. With DevTools' Runtime domain enabled, as Lighthouse and
 * PageSpeed Insights have it, V8 records a detailed stack for every error constructed, and finds
 * the line of each function on the stack by parsing it again: React DOM's whole module and the
 * entry's, 71–90 ms of the 85–104 ms that evaluating the entry took at 4× CPU, on every page (issue 30
 * §3, decision 061). A visitor's browser never paid it; the lab measures that judge the site did.
 * Made without the constructor, they are the same objects to React, without a stack.
 */
export function reactSentinelsWithoutStacks(): Plugin {
  return {
    name: 'storysong:react-sentinels-without-stacks',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      return { code: sentinelsWithoutStacks(code), map: null };
    },
  };
}
