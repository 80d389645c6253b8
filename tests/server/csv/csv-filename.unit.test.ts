import { describe, expect, it } from 'vitest';
import { csvFilename } from '#server/services/csv/csv-filename.ts';
import { leadsFilename } from '#server/services/exhibitors/leads-csv.ts';
import { feedbackFilename } from '#server/services/feedback/feedback-csv.ts';
import { exportFilename } from '#server/services/people/export-people-csv.ts';

const now = new Date('2026-12-02T23:30:00Z');

describe('CSV file names', () => {
  it('are the name in lower-case words without accents or punctuation, what the file holds, and the date', () => {
    expect(feedbackFilename('Café Conf: 2026 / Berlin!', now)).toBe('cafe-conf-2026-berlin-feedback-2026-12-02.csv');
    expect(exportFilename('  Hallway Demo  ', now)).toBe('hallway-demo-people-2026-12-02.csv');
    expect(leadsFilename('Ünicorn & Co.', now)).toBe('unicorn-co-leads-2026-12-02.csv');
  });

  it('fall back to a plain word when nothing of the name is left, and stay short', () => {
    expect(exportFilename('東京 🎉', now)).toBe('event-people-2026-12-02.csv');
    expect(leadsFilename('***', now)).toBe('exhibitor-leads-2026-12-02.csv');
    expect(csvFilename('a'.repeat(200), 'event', 'people', now)).toBe(`${'a'.repeat(60)}-people-2026-12-02.csv`);
  });
});
