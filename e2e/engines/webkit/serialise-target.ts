import type { Target, TextMatch } from '../engine-page.ts';
import type { SerialisedTarget, SerialisedText } from './find-in-page.ts';

// A flow's target as the JSON the in-page finder takes (a RegExp does not survive JSON), and as
// the words an error names it by.

function serialiseText(match: TextMatch): SerialisedText {
  return typeof match === 'string' ? { string: match } : { regexp: match.source, flags: match.flags };
}

function serialiseOwn(target: Target): SerialisedTarget {
  if ('role' in target) return { role: target.role, name: serialiseText(target.name) };
  if ('label' in target) return { label: serialiseText(target.label) };
  if ('text' in target) return { text: serialiseText(target.text) };
  return { css: target.css };
}

export function serialiseTarget(target: Target): SerialisedTarget {
  const own = serialiseOwn(target);
  return target.within ? { ...own, within: serialiseTarget(target.within) } : own;
}

const quoted = (match: TextMatch) => (typeof match === 'string' ? JSON.stringify(match) : String(match));

function describeOwn(target: Target): string {
  if ('role' in target) return `the ${target.role} ${quoted(target.name)}`;
  if ('label' in target) return `the field labelled ${quoted(target.label)}`;
  if ('text' in target) return `the text ${quoted(target.text)}`;
  return `the element ${target.css}`;
}

/** e.g. `the button "Sign In"`, `the text /^Vote pending/ within the article "Where…?"`. */
export function describeTarget(target: Target): string {
  const own = describeOwn(target);
  return target.within ? `${own} within ${describeTarget(target.within)}` : own;
}
