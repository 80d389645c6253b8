import { describe, expect, it } from 'vitest';
import type { Exhibitor } from '#shared/contracts/exhibitors.ts';
import { categoriesOf, filterExhibitors } from '#client/features/exhibitors/exhibitor-filter.ts';

const stand = (id: string, name: string, booth: string, categories: string[], description = ''): Exhibitor => ({ id, name, booth, description, logo: null, categories, links: [] });
const robots = stand('a', 'Offline Robotics', 'B4', ['Robots', 'Hardware'], 'Robots that work without Wi-Fi');
const coffee = stand('b', 'Coffee Cart', 'C1', ['Food & drink']);
const printers = stand('c', 'Badge Printers', 'A2', ['hardware', 'Check-in']);
const all = [robots, coffee, printers];
const names = (list: Exhibitor[]) => list.map((exhibitor) => exhibitor.name);

describe('the exhibitors filter', () => {
  it('lists each category once, whatever its case, in alphabetical order', () => {
    expect(categoriesOf(all)).toEqual(['Check-in', 'Food & drink', 'Hardware', 'Robots']);
  });

  it('finds stands by every word of the search in name, booth, description or category', () => {
    expect(names(filterExhibitors(all, { q: 'wi-fi' }, new Set()))).toEqual(['Offline Robotics']);
    expect(names(filterExhibitors(all, { q: 'c1' }, new Set()))).toEqual(['Coffee Cart']);
    expect(names(filterExhibitors(all, { q: 'hardware badge' }, new Set()))).toEqual(['Badge Printers']);
    expect(names(filterExhibitors(all, { q: '  ' }, new Set()))).toEqual(names(all));
    expect(filterExhibitors(all, { q: 'nobody' }, new Set())).toEqual([]);
  });

  it('keeps a category whatever its case, and with "to visit" only the marked stands', () => {
    expect(names(filterExhibitors(all, { category: 'HARDWARE' }, new Set()))).toEqual(['Offline Robotics', 'Badge Printers']);
    expect(names(filterExhibitors(all, { category: 'Hardware', toVisit: true }, new Set(['c', 'b'])))).toEqual(['Badge Printers']);
    expect(filterExhibitors(all, { toVisit: true }, new Set())).toEqual([]);
  });
});
