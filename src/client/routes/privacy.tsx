import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/legal/components/privacy-page.tsx';

export const Route = createFileRoute('/privacy')({ staticData: { pageTitle: 'Privacy' }, component: PrivacyPage });
