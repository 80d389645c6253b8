import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/components/landing-page.tsx';

export const Route = createFileRoute('/')({ staticData: { pageTitle: null }, component: LandingPage });
