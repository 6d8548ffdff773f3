// The shape of every content file. Raw front-matter is `unknown` until one of these schemas accepts it.
import * as z from 'zod';
import { isDateText, isTimeText } from '../lib/dates.ts';

const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/** Text with something visible in it; the message is completed by the field's name. */
const text = z.string().regex(/\S/, { error: 'is empty; write the text between the quotes' });

/** A list that may also be left empty (`notes:` with nothing after it). */
function optionalList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === null ? undefined : value), z.array(item).optional());
}

export const dateText = z.string().refine(isDateText, {
  error: (issue) => `${quoted(issue.input)} is not a date; write it as dd.MM.yyyy in quotes, e.g. "15.03.2025"`,
});

export const timeText = z.string().refine(isTimeText, {
  error: (issue) => `${quoted(issue.input)} is not a time of day; write it as HH:mm in quotes, e.g. "19:00"`,
});

/** The end of a concert: optional, and when given, a time of day like `time`. */
export const endTimeText = z.string().refine(isTimeText, {
  error: (issue) => `${quoted(issue.input)} ei ole kellaaeg; kirjuta lõpuaeg kujul tt:mm jutumärkides, näiteks "21:00", või jäta väli ära (siis kestab kontsert kaks tundi)`,
});

export const linkUrl = z.string().refine(isSafeLink, {
  error: (issue) =>
    `${quoted(issue.input)} is not a web address; write a full address starting with https://, http://, mailto: or tel:`,
});

const scheduleLine = z
  .strictObject({ composer: text.optional(), piece: text.optional() })
  .refine((line) => line.composer !== undefined || line.piece !== undefined, {
    error: 'has neither composer nor piece; write at least one of them',
  });

export const CONCERT_STATUSES = ['cancelled', 'postponed'] as const;

export const ticketUrl = z.string().refine((value) => /^https?:\/\//i.test(value) && isSafeLink(value), {
  error: (issue) => `${quoted(issue.input)} is not a web address where tickets are sold; write a full address starting with https://, e.g. "https://www.piletilevi.ee/"`,
});

const ticketPrice = z
  .number({ error: (issue) => `${quoted(issue.input)} is not a price; write the lowest full price in euros as a number without quotes or €, e.g. 12 (0 = free entry)` })
  .refine((value) => Number.isFinite(value) && value >= 0, {
    error: (issue) => `${quoted(issue.input)} is below zero; write the lowest full price in euros, e.g. 12, or 0 for free entry`,
  });

/** The editor's number and text widgets write "" for a field left empty: the same as leaving it out. */
function leftEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

const ticketsSchema = z
  .strictObject({ url: leftEmpty(ticketUrl), price: leftEmpty(ticketPrice) })
  .refine((tickets) => tickets.url !== undefined || tickets.price !== undefined, {
    error: 'has neither url nor price; write at least one of them, e.g. tickets: { url: "https://www.piletilevi.ee/", price: 12 }',
  });

const statusSchema = z.enum(CONCERT_STATUSES, {
  error: (issue) => `${quoted(issue.input)} is not a status; write cancelled (the concert will not take place) or postponed, or leave the field out`,
});

const draftSchema = z.boolean({
  error: (issue) => `${quoted(issue.input)} is neither true nor false; write draft: true to keep the concert off the site, or leave the field out`,
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

const link = z.strictObject({ label: text, url: linkUrl });

const image = z.strictObject({ src: text, alt: text });

/** How many external links the top bar holds beside its own items at 1200px without wrapping. */
export const MAX_NAV_LINKS = 4;

export const siteUrl = z.string().refine((value) => /^https?:\/\/[^/\s]+\.[^/\s]+(\/\S*)?$/.test(value) && isSafeLink(value), {
  error: (issue) =>
    `${quoted(issue.input)} is not the site's public address; write it in full, e.g. "https://www.kammermuusikaselts.ee/"`,
});

export const siteSchema = z.strictObject({
  name: text,
  siteUrl,
  socialImage: text.optional(),
  address: z.array(text).min(1, { error: 'is empty; write the street, the town and the postal code' }),
  registryCode: z.string().regex(/^\d{8}$/, { error: 'must be the 8 digits of the registry code, in quotes, e.g. "80012345"' }),
  contactPerson: text,
  phone: z.string().regex(/^\+?[0-9][0-9 ()-]{4,}$/, { error: 'is not a phone number; write it like "+372 5555 1234"' }),
  email: z.string().regex(/^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i, { error: 'is not an e-mail address; write it like "info@example.ee"' }),
  // This season's three links are content, not a limit; four is what the top bar holds at 1200px.
  navLinks: optionalList(link).refine((links) => (links?.length ?? 0) <= MAX_NAV_LINKS, {
    error: `holds more than ${MAX_NAV_LINKS} links; the navigation has room for ${MAX_NAV_LINKS}, so keep the most important ones`,
  }),
});

/**
 * One featured concert: `concert` names a concert file by its stem; its title, dates, places and
 * programme come from that file's group. The rest is what only the home page shows.
 */
const featuredItem = z.strictObject({
  concert: text,
  image,
  text: z.array(text).min(1, { error: 'is empty; write at least one paragraph' }),
  socialImage: text.optional(),
  ensembleLink: link.optional(),
  ticketLink: link.optional(),
});

export const homeSchema = z.strictObject({
  featured: z.array(featuredItem).min(1, { error: 'is empty; name at least one concert to feature, e.g. concert: "2025-09-21-meie"' }),
});

const venue = z.strictObject({
  place: text,
  streetAddress: text,
  locality: text,
  postalCode: z.string().regex(/^\d{5}$/, { error: 'must be the 5 digits of the postal code, in quotes, e.g. "10133"' }).optional(),
});

export const venuesSchema = z.strictObject({ venues: z.array(venue) });

const supporter = z.strictObject({ name: text, logo: text, url: linkUrl });

export const supportersSchema = z.strictObject({
  // Any number, none included: with none, the home page has no Toetajad section.
  supporters: optionalList(supporter),
});

/** One example per field, used when a field is missing, so that the message shows what to write. */
export const FIELD_EXAMPLES: Record<string, string> = {
  date: 'date: "15.03.2025"',
  time: 'time: "19:00"',
  endTime: 'endTime: "21:00"',
  place: 'place: "Tallinna Mustpeade maja"',
  name: 'name: "Eesti Kammermuusika Selts"',
  siteUrl: 'siteUrl: "https://www.kammermuusikaselts.ee/"',
  venues: 'venues: [{ place: "Tallinna Mustpeade maja", streetAddress: "Pikk 26", locality: "Tallinn" }]',
  streetAddress: 'streetAddress: "Pikk 26"',
  locality: 'locality: "Tallinn"',
  postalCode: 'postalCode: "10133"',
  address: 'address: ["Vene 6", "10123 Tallinn"]',
  registryCode: 'registryCode: "80012345"',
  contactPerson: 'contactPerson: "Mari Maasikas"',
  phone: 'phone: "+372 5555 1234"',
  email: 'email: "info@example.ee"',
  navLinks: 'navLinks: [{ label: "Orkester", url: "https://…" }]',
  featured: 'featured: [{ concert: "2025-09-21-meie", image: { src: "images/meie.svg", alt: "…" }, text: ["…"] }]',
  concert: 'concert: "2025-09-21-meie"',
  image: 'image: { src: "images/meie.svg", alt: "…" }',
  src: 'src: "images/meie.svg"',
  alt: 'alt: "What the picture shows"',
  text: 'text: ["The first paragraph."]',
  composer: 'composer: "J. S. Bach"',
  piece: 'piece: "Brandenburgi kontsert nr 3"',
  ensembleLink: 'ensembleLink: { label: "…", url: "https://…" }',
  ticketLink: 'ticketLink: { label: "Piletid", url: "https://…" }',
  label: 'label: "Piletid"',
  price: 'price: 12',
  tickets: 'tickets: { url: "https://www.piletilevi.ee/", price: 12 }',
  draft: 'draft: true',
  url: 'url: "https://…"',
  supporters: 'supporters: [{ name: "…", logo: "images/supporters/….svg", url: "https://…" }]',
  logo: 'logo: "images/supporters/kulka.svg"',
};

export function isSafeLink(value: string): boolean {
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

export type ConcertData = z.infer<typeof concertSchema>;
export type SiteData = z.infer<typeof siteSchema>;
export type HomeData = z.infer<typeof homeSchema>;
export type SupportersData = z.infer<typeof supportersSchema>;
