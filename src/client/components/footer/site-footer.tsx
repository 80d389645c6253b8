import { Link } from '@tanstack/react-router';
import { FooterFrame } from './footer-frame.tsx';

/** The app's footer, its legal links drawn by the router. */
export function SiteFooter() {
  return (
    <FooterFrame
      legalLink={(to, className, label) => (
        <Link key={to} to={to} className={className}>
          {label}
        </Link>
      )}
    />
  );
}
