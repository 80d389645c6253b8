import type { ReactNode } from 'react';
import { FeatureCard, type Feature } from './feature-card.tsx';

interface LandingSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  features: Feature[];
  tinted?: boolean;
}

export function LandingSection({ id, eyebrow, title, intro, features, tinted }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tinted ? 'bg-gray-50 dark:bg-gray-900/40' : ''}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">{eyebrow}</p>
        <h2 id={`${id}-title`} className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-gray-600 dark:text-gray-300">{intro}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
