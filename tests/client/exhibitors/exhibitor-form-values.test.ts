import { describe, expect, it } from 'vitest';
import { exhibitorDraftSchema, type Exhibitor } from '#shared/contracts/exhibitors.ts';
import { exhibitorFormValues, parseLinkLine, toExhibitorDraft } from '#client/features/exhibitors/exhibitor-form-values.ts';

const exhibitor: Exhibitor = {
  id: '5eed0000-0000-4000-8000-0000000000e1',
  name: 'Offline Robotics',
  booth: 'B4',
  description: 'Robots.',
  logo: { src: '/uploads/logo/OfflineRobotics0000000.webp' },
  categories: ['Robots', 'Hardware'],
  links: [
    { label: 'Website', url: 'https://robots.example' },
    { label: 'Jobs at the stand', url: 'https://robots.example/jobs' },
  ],
};

describe('the console’s stand form values', () => {
  it('turn a stand into the form and back into the same draft, which the contract accepts', () => {
    const draft = toExhibitorDraft(exhibitorFormValues(exhibitor));
    expect(draft).toEqual({ name: 'Offline Robotics', booth: 'B4', description: 'Robots.', logoSrc: '/uploads/logo/OfflineRobotics0000000.webp', categories: ['Robots', 'Hardware'], links: exhibitor.links });
    expect(exhibitorDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('read a link line as a label then the address, "Website" when there is only an address', () => {
    expect(parseLinkLine('  Jobs   https://x.example/jobs ')).toEqual({ label: 'Jobs', url: 'https://x.example/jobs' });
    expect(parseLinkLine('https://x.example')).toEqual({ label: 'Website', url: 'https://x.example' });
  });

  it('drop empty categories and lines and repeated categories', () => {
    const draft = toExhibitorDraft({ name: 'A', booth: '', description: '', logoSrc: null, categories: 'Robots, , Robots,Food ', links: '\nhttps://a.example\n\n' });
    expect(draft.categories).toEqual(['Robots', 'Food']);
    expect(draft.links).toEqual([{ label: 'Website', url: 'https://a.example' }]);
  });

  it('leave a bad address for the server to refuse, not silently dropped', () => {
    const draft = toExhibitorDraft({ name: 'A', booth: '', description: '', logoSrc: null, categories: '', links: 'Site javascript:alert(1)' });
    expect(draft.links).toEqual([{ label: 'Site', url: 'javascript:alert(1)' }]);
    expect(exhibitorDraftSchema.safeParse(draft).success).toBe(false);
  });
});
