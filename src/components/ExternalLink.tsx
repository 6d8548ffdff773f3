import type { ReactNode } from 'react';

/** A link to another site: opens in a new tab, gives that site no hold on this one, and says so. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (avaneb uues aknas)</span>
    </a>
  );
}
