import type { DraftField } from './profile-draft.ts';

export interface SetupStep {
  id: 'photo' | 'about' | 'links' | 'interests' | 'intents' | 'visibility';
  title: string;
  description: string;
  /** The draft fields this step edits: what Skip puts back and what Next checks. */
  fields: DraftField[];
}

export const setupSteps: readonly SetupStep[] = [
  { id: 'photo', title: 'Add a photo', description: 'A friendly face helps people spot you in the hallway.', fields: ['pictureSrc', 'thumbnailSrc'] },
  { id: 'about', title: 'About you', description: 'What you do and where, in a few words.', fields: ['headline', 'company', 'bio'] },
  { id: 'links', title: 'Your links', description: 'Where people can follow up after the event: a website, LinkedIn, GitHub…', fields: ['links'] },
  { id: 'interests', title: 'Your interests', description: 'Pick a few topics or type your own. We use them to suggest people to meet.', fields: ['interests'] },
  { id: 'intents', title: 'What brings you here', description: 'Tell people what you are looking for and what you can offer.', fields: ['lookingFor', 'offers'] },
  { id: 'visibility', title: 'Who can see you', description: 'You can change this any time from My Profile.', fields: ['visibility'] },
];
