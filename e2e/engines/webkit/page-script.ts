// Turns a function of ours into the script WebDriver's Execute Script runs in the page (its body
// is a function body; the arguments arrive as `arguments`). The function's source is what tsx
// compiled, and esbuild, keeping names, wraps inner functions in `__name(fn, "fn")`: a helper that
// lives in our module, not in the page, so the script declares a do-nothing one first.
const nameHelper = 'var __name = function (target) { return target; };';

/** For Execute Script: returns what the function returns. */
export function syncScript(fn: (...args: never[]) => unknown): string {
  return `${nameHelper}\nreturn (${fn.toString()}).apply(null, arguments);`;
}

/** The answer of asyncScript: a thrown error travels as text (its message first: WebKit's stack has only the frames). */
export type AsyncOutcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** For Execute Async Script: awaits what the function returns and settles the callback with an AsyncOutcome. */
export function asyncScript(fn: (...args: never[]) => unknown): string {
  return `${nameHelper}
var done = arguments[arguments.length - 1];
var args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve()
  .then(function () { return (${fn.toString()}).apply(null, args); })
  .then(
    function (value) { done({ ok: true, value: value === undefined ? null : value }); },
    function (error) { done({ ok: false, error: String(error) + (error && error.stack ? '\\n' + error.stack : '') }); }
  );`;
}
