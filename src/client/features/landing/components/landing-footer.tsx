import { FooterFrame } from '#client/components/footer/footer-frame.tsx';

// The app's footer as the landing page shows it without the router: plain anchors, same markup
// (tests/client/lib/landing-shell.test.tsx compares the two).
export function LandingFooter() {
  return (
    <FooterFrame
      legalLink={(to, className, label) => (
        <a key={to} href={to} className={className}>
          {label}
        </a>
      )}
    />
  );
}
