export interface FooterProps {
  siteName: string;
  /** The year in Tallinn at build time; the client script replaces it with the year of the visit. */
  year: number;
}

export function Footer({ siteName, year }: FooterProps) {
  return (
    <footer className="site-footer">
      <p>
        © <span className="copyright-year">{year}</span> {siteName}
      </p>
    </footer>
  );
}
