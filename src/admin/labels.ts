// The editor's Estonian label and hint for each field of the content schema (src/content/schema.ts);
// a field missing here fails test/admin-config.test.ts.
import { MAX_NAV_LINKS } from '../content/schema.ts';

/** By field name: a name means the same thing in every file. `invalid` shows when the value does not match the field's pattern. */
export const FIELD_TEXTS: Record<string, { label: string; hint?: string; invalid?: string }> = {
  date: { label: 'Kuupäev', hint: 'pp.kk.aaaa, näiteks 15.03.2025', invalid: 'Kirjuta kuupäev kujul pp.kk.aaaa, näiteks 15.03.2025' },
  time: { label: 'Kellaaeg', hint: 'tt:mm, näiteks 19:00', invalid: 'Kirjuta kellaaeg kujul tt:mm, näiteks 19:00' },
  endTime: {
    label: 'Lõpuaeg',
    hint: 'Mis kell kontsert lõpeb, tt:mm, näiteks 21:00. Varasem kui algus tähendab pärast südaööd. Tühjaks jäetuna kestab kontsert kalendris kaks tundi ja lehel lõpuaega ei näidata.',
    invalid: 'Kirjuta lõpuaeg kujul tt:mm, näiteks 21:00, või jäta tühjaks',
  },
  place: { label: 'Koht', hint: 'Kirjuta koht täpselt nagu kohtade loendis, siis näevad otsingumootorid aadressi.' },
  concertPrefix: { label: 'Pealkirja kohal', hint: 'Read pealkirja kohal, näiteks sarja nimi.' },
  concertHeading: { label: 'Pealkiri', hint: 'Üks või mitu rida. Pealkirjata ja esinejateta kontsert on kontserdisarja lisakuupäev.' },
  concertNotes: { label: 'Pealkirja all', hint: 'Read pealkirja all.' },
  lines: { label: 'Esinejad', hint: 'Üks rida esineja kohta. Rida, mis algab märgiga ">", näidatakse taandega (näiteks "> kontsertmeister Liisa Õunapuu").' },
  scheduleLines: { label: 'Kava', hint: 'Üks teos rea kohta; helilooja või teose võib vahele jätta, mitte mõlemat.' },
  composer: { label: 'Helilooja' },
  piece: { label: 'Teos' },
  draft: { label: 'Mustand', hint: 'Sisse lülitatud: kontsert on ainult eelvaates ja arendusserveris, avalikul saidil seda pole. Lülita välja, kui kontsert on valmis.' },
  notes: { label: 'Märkused', hint: 'Rida, mis algab https:// või http://, näidatakse lingina.' },
  name: { label: 'Nimi' },
  siteUrl: { label: 'Saidi aadress', hint: 'Täielik aadress, näiteks https://www.kammermuusikaselts.ee/', invalid: 'Kirjuta täielik aadress, mis algab https://' },
  socialImage: { label: 'Jagamispilt', hint: 'Pilt, mida näidatakse lehe jagamisel (1200 × 630 px, JPEG või PNG).' },
  address: { label: 'Aadress', hint: 'Tänav, linn ja postiindeks, üks rida kummalgi.' },
  registryCode: { label: 'Registrikood', hint: '8 numbrit', invalid: 'Registrikood on 8 numbrit' },
  contactPerson: { label: 'Kontaktisik' },
  phone: { label: 'Telefon', hint: 'Näiteks +372 5555 1234', invalid: 'Kirjuta telefoninumber, näiteks +372 5555 1234' },
  email: { label: 'E-post', invalid: 'Kirjuta e-posti aadress, näiteks info@example.ee' },
  navLinks: { label: 'Välislingid menüüs', hint: `Kuni ${MAX_NAV_LINKS} linki, näidatakse menüüs Kontserdid ja Kontakt vahel.` },
  label: { label: 'Tekst' },
  url: { label: 'Aadress', hint: 'Täielik aadress, mis algab https://, mailto: või tel:', invalid: 'Kirjuta täielik aadress, mis algab https://, http://, mailto: või tel:' },
  featured: { label: 'Esiletõstetud kontserdid', hint: 'Esilehel on esimene neist, mis pole veel toimunud.' },
  concert: { label: 'Kontsert', hint: 'Kontserdisarja ükskõik milline kontsert.' },
  image: { label: 'Plakat' },
  src: { label: 'Pilt' },
  alt: { label: 'Pildi kirjeldus', hint: 'Mida pildil näha on, neile, kes pilti ei näe.' },
  text: { label: 'Tekst', hint: 'Üks lõik rea kohta.' },
  ensembleLink: { label: 'Ansambli link' },
  ticketLink: { label: 'Piletilink' },
  venues: { label: 'Kohad' },
  streetAddress: { label: 'Tänav ja maja' },
  locality: { label: 'Linn või vald' },
  postalCode: { label: 'Postiindeks', hint: '5 numbrit', invalid: 'Postiindeks on 5 numbrit' },
  supporters: { label: 'Toetajad' },
  logo: { label: 'Logo' },
  tickets: { label: 'Piletid', hint: 'Piletimüügi aadress, madalaim täishind või mõlemad. Nupp „Osta pilet“ on näha kuni kontserdini.' },
  price: { label: 'Hind alates (€)', hint: 'Madalaim täishind eurodes, ainult number, näiteks 12. 0 tähendab tasuta sissepääsu.' },
  status: { label: 'Olek', hint: 'Jäta tühjaks, kui kontsert toimub plaanipäraselt. Kontserdisarja lisakuupäeval kehtib ainult selle kuupäeva kohta.' },
};

/** The Estonian label of each value of a choice field; the file keeps the schema's own word. */
export const CHOICE_LABELS: Record<string, Record<string, string>> = {
  status: { cancelled: 'Jääb ära', postponed: 'Edasi lükatud' },
};

/** The checks the schema makes in code (a real date, a safe link), as patterns the editor checks as one types. */
export const FIELD_PATTERNS: Record<string, string> = {
  date: '^(0[1-9]|[12][0-9]|3[01])\\.(0[1-9]|1[0-2])\\.[0-9]{4}$',
  time: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  endTime: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  url: '^(https?://[^\\s/]+\\.[^\\s]+|mailto:[^\\s]+|tel:[^\\s]+)$',
  siteUrl: '^https?://[^\\s/]+\\.[^\\s/]+(/[^\\s]*)?$',
  // The schema's own pattern ignores case, which Decap's patterns cannot say.
  email: '^[^\\s@<>"]+@[^\\s@<>"]+\\.[a-zA-Z]{2,}$',
};

/** Fields that hold the name of a file in static/images/: the editor uploads the file and writes its name. */
export const IMAGE_FIELDS: Record<string, { folder: string }> = {
  src: { folder: 'images' },
  socialImage: { folder: 'images' },
  logo: { folder: 'images/supporters' },
};

/** The most items a list may hold where the schema checks it in code. */
export const LIST_LIMITS: Record<string, { max: number }> = {
  navLinks: { max: MAX_NAV_LINKS },
};

export const COLLECTION_TEXTS = {
  concerts: { label: 'Kontserdid', singular: 'kontsert', description: 'Üks fail iga kontserdi kohta. Uus kontsert salvestatakse kausta content/concerts/, hooaja kaustades olevaid saab muuta.' },
  pages: { label: 'Sait' },
  site: { label: 'Seltsi andmed' },
  home: { label: 'Esileht' },
  supporters: { label: 'Toetajad' },
  venues: { label: 'Kohtade aadressid' },
} as const;
