import { describe, expect, it } from 'vitest';
import { isMultiLineText, isSingleLineText } from '#shared/rules/text-characters.ts';

describe('isSingleLineText (names, titles, labels, tags)', () => {
  it.each(['Ada Lovelace', '', 'Zoë Ångström', '李小龍', 'محمد', 'שלום', 'Ada 🎉', 'O’Brien-Smith', 'a\u200Fb', 'x'.repeat(5000)])('takes %j', (text) => {
    expect(isSingleLineText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'Ada\u0000'],
    ['a line feed', 'Ada\n=HYPERLINK("x")'],
    ['a carriage return', 'Ada\rB'],
    ['a tab', 'Ada\tB'],
    ['an escape', '\u001b[31mred'],
    ['DEL', 'Ada\u007f'],
    ['a C1 control', 'Ada\u0085B'],
    ['a line separator', 'Ada\u2028B'],
    ['a paragraph separator', 'Ada\u2029B'],
    ['a right-to-left override', 'Ada\u202Enimda'],
    ['a left-to-right isolate', '\u2066Ada'],
    ['a lone high surrogate', 'Ada\ud83c'],
    ['a lone low surrogate', '\udf89Ada'],
  ])('refuses %s', (_name, text) => {
    expect(isSingleLineText(text)).toBe(false);
  });
});

describe('isMultiLineText (bios, descriptions, notes)', () => {
  it.each(['Line one\nline two', 'Windows\r\nlines', 'a\ttab', 'quoted \u202Eright-to-left\u202C text', '🎉 party'])('takes %j', (text) => {
    expect(isMultiLineText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'Bio\u0000'],
    ['a vertical tab', 'Bio\u000bmore'],
    ['a bell', 'Bio\u0007'],
    ['DEL', 'Bio\u007f'],
    ['a C1 control', 'Bio\u009b31m'],
    ['a lone surrogate', 'Bio\ud800'],
  ])('refuses %s', (_name, text) => {
    expect(isMultiLineText(text)).toBe(false);
  });
});
