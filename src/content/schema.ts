// The shape of every content file. Raw front-matter is `unknown` until one of these schemas accepts it.
import * as z from 'zod';
import { DATE_PATTERN, TIME_PATTERN } from '../lib/dates.ts';

const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/** Text with something visible in it; messages follow the field's name. */
const text = z.string().regex(/\S/, { error: 'on tühi; kirjuta sinna tekst.' });

/** A list that may also be left empty (`notes:` with nothing after it). */
function optionalList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === null ? undefined : value), z.array(item).optional());
}

const dateText = z.string().regex(DATE_PATTERN, {
  error: (issue) => `${quoted(issue.input)} ei ole kuupäev; kirjuta see kujul pp.kk.aaaa, näiteks "15.03.2025".`,
});

const timeText = z.string().regex(TIME_PATTERN, {
  error: (issue) => `${quoted(issue.input)} ei ole kellaaeg; kirjuta see kujul tt:mm, näiteks "19:00".`,
});

const endTimeText = z.string().regex(TIME_PATTERN, {
  error: (issue) => `${quoted(issue.input)} ei ole kellaaeg; kirjuta lõpuaeg kujul tt:mm, näiteks "21:00", või jäta väli ära (siis kestab kontsert kaks tundi).`,
});

const linkUrl = z.string().refine(isSafeLink, {
  error: (issue) =>
    `${quoted(issue.input)} ei ole veebiaadress; kirjuta terve aadress, mis algab https://, http://, mailto: või tel:, näiteks "https://www.kammermuusikaselts.ee/".`,
});

export const scheduleLine = z
  .strictObject({ composer: text.optional(), piece: text.optional() })
  .refine((line) => line.composer !== undefined || line.piece !== undefined, {
    error: 'ei nimeta heliloojat ega teost; kirjuta vähemalt üks neist.',
  });

export const CONCERT_STATUSES = ['cancelled', 'postponed'] as const;

const ticketUrl = z.string().refine((value) => /^https?:\/\//i.test(value) && isSafeLink(value), {
  error: (issue) => `${quoted(issue.input)} ei ole piletimüügi veebiaadress; kirjuta terve aadress, mis algab https://, näiteks "https://www.piletilevi.ee/".`,
});

const ticketPrice = z
  .number({ error: (issue) => `${quoted(issue.input)} ei ole hind; kirjuta madalaim täishind eurodes ainult numbritega, näiteks 12 (0 tähendab tasuta sissepääsu).` })
  .refine((value) => Number.isFinite(value) && value >= 0, {
    error: (issue) => `${quoted(issue.input)} on alla nulli; kirjuta madalaim täishind eurodes, näiteks 12, või 0, kui sissepääs on tasuta.`,
  });

/** The editor's number and text widgets write "" for a field left empty: the same as leaving it out. */
function leftEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

export const ticketsSchema = z
  .strictObject({ url: leftEmpty(ticketUrl), price: leftEmpty(ticketPrice) })
  .refine((tickets) => tickets.url !== undefined || tickets.price !== undefined, {
    error: 'ei sisalda piletimüügi aadressi ega hinda; kirjuta vähemalt üks neist, näiteks aadress "https://www.piletilevi.ee/" või hind 12.',
  });

const statusSchema = z.enum(CONCERT_STATUSES, {
  error: (issue) => `${quoted(issue.input)} ei ole olek; kirjuta cancelled (kontsert jääb ära) või postponed (edasi lükatud) või jäta väli ära.`,
});

const draftSchema = z.boolean({
  error: (issue) => `${quoted(issue.input)} ei ole true ega false; kirjuta true, et kontsert avalikule saidile ei jõuaks, või jäta väli ära.`,
});

export const concertSchema = z.strictObject({
  date: dateText,
  time: timeText,
  endTime: leftEmpty(endTimeText),
  place: text,
  concertPrefix: optionalList(text),
  concertHeading: optionalList(text),
  concertNotes: optionalList(text),
  lines: optionalList(text),
  scheduleLines: optionalList(scheduleLine),
  notes: optionalList(text),
  tickets: ticketsSchema.optional(),
  status: leftEmpty(statusSchema),
  draft: leftEmpty(draftSchema),
});

export const link = z.strictObject({ label: text, url: linkUrl });

export const image = z.strictObject({ src: text, alt: text });

/** How many external links the top bar holds beside its own items at 1200px. */
export const MAX_NAV_LINKS = 4;

export const siteUrl = z.string().refine((value) => /^https?:\/\/[^/\s]+\.[^/\s]+(\/\S*)?$/.test(value) && isSafeLink(value), {
  error: (issue) =>
    `${quoted(issue.input)} ei ole saidi avalik aadress; kirjuta see tervenisti, näiteks "https://www.kammermuusikaselts.ee/".`,
});

export const siteSchema = z.strictObject({
  name: text,
  siteUrl,
  socialImage: text.optional(),
  address: z.array(text).min(1, { error: 'on tühi; kirjuta tänav, linn ja postiindeks.' }),
  registryCode: z.string().regex(/^\d{8}$/, { error: 'peab olema registrikoodi 8 numbrit, näiteks "80012345".' }),
  contactPerson: text,
  phone: z.string().regex(/^\+?[0-9][0-9 ()-]{4,}$/, { error: 'ei ole telefoninumber; kirjuta see näiteks nii: "+372 5555 1234".' }),
  email: z.string().regex(/^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i, { error: 'ei ole e-posti aadress; kirjuta see näiteks nii: "info@kammermuusikaselts.ee".' }),
  navLinks: optionalList(link).refine((links) => (links?.length ?? 0) <= MAX_NAV_LINKS, {
    error: `sisaldab üle ${MAX_NAV_LINKS} lingi; menüüsse mahub ${MAX_NAV_LINKS}, nii et jäta alles kõige tähtsamad.`,
  }),
});

export const featuredItem = z.strictObject({
  concert: text,
  image,
  text: z.array(text).min(1, { error: 'on tühi; kirjuta vähemalt üks lõik.' }),
  socialImage: text.optional(),
  ensembleLink: link.optional(),
  ticketLink: link.optional(),
});

export const homeSchema = z.strictObject({
  featured: z.array(featuredItem).min(1, { error: 'on tühi; lisa vähemalt üks esiletõstetud kontsert.' }),
});

export const venue = z.strictObject({
  place: text,
  streetAddress: text,
  locality: text,
  postalCode: z.string().regex(/^\d{5}$/, { error: 'peab olema postiindeksi 5 numbrit, näiteks "10133".' }).optional(),
});

export const venuesSchema = z.strictObject({ venues: z.array(venue) });

export const supporter = z.strictObject({ name: text, logo: text, url: linkUrl });

export const supportersSchema = z.strictObject({
  // Any number, none included: with none, the home page has no Toetajad section.
  supporters: optionalList(supporter),
});

/** For a missing or wrong field; without the key, as the editor shows it under the label. */
export const FIELD_EXAMPLES: Record<string, string> = {
  date: '"15.03.2025"',
  time: '"19:00"',
  endTime: '"21:00"',
  place: '"Tallinna Mustpeade maja"',
  name: '"Tallinna Kammermuusika Selts"',
  siteUrl: '"https://www.kammermuusikaselts.ee/"',
  streetAddress: '"Pikk 26"',
  locality: '"Tallinn"',
  postalCode: '"10133"',
  registryCode: '"80012345"',
  contactPerson: '"Mari Maasikas"',
  phone: '"+372 5555 1234"',
  email: '"info@kammermuusikaselts.ee"',
  concert: '"2025-09-21-meie"',
  src: '"images/meie.svg"',
  alt: '"Kontserdi MEIE! plakat: keelpillimängijate siluetid sügisvärvides"',
  composer: '"J. S. Bach"',
  piece: '"Brandenburgi kontsert nr 3"',
  label: '"Piletid"',
  price: '12',
  draft: 'true',
  url: '"https://www.piletilevi.ee/"',
  logo: '"images/supporters/kultuurkapital.svg"',
};

function isSafeLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    if (!LINK_SCHEMES.includes(url.protocol)) return false;
    return url.protocol === 'mailto:' || url.protocol === 'tel:' || url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function quoted(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return JSON.stringify(shown);
}
