import type { ComponentType, SVGProps } from 'react';

export interface Feature {
  title: string;
  body: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export function FeatureCard({ title, body, Icon }: Feature) {
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-500/15 dark:text-primary-300">
        <Icon />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-gray-600 dark:text-gray-300">{body}</p>
    </li>
  );
}
