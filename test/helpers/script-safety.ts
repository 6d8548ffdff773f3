// What a visitor's browser could run on a generated page, found through the DOM: anything here is a
// hole, whatever content made it. The site's own script is an external file under /assets/, and its
// one inline step (src/render/visit-time-script.ts) is the code's own text.
import { DOMParser, parseHTML } from 'linkedom';
import { VISIT_TIME_SCRIPT } from '../../src/render/visit-time-script.ts';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'ping', 'background']);
const ACTIVE_ELEMENTS = new Set(['IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'FORM', 'APPLET']);

/** Every way the page could run a script it did not mean to, one sentence each; empty when there is none. */
export function findScriptRisks(html: string): string[] {
  const { document } = parseHTML(html);
  const risks: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.tagName.toUpperCase();
    if (ACTIVE_ELEMENTS.has(tag)) risks.push(`a <${tag.toLowerCase()}> element`);
    if (tag === 'SCRIPT') risks.push(...checkScript(element));
    if (tag === 'META' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh') risks.push('a <meta http-equiv="refresh">');
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) risks.push(`<${tag.toLowerCase()}> has an event handler ${name}="${attribute.value}"`);
      const urls = name === 'srcset' ? attribute.value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : URL_ATTRIBUTES.has(name) ? [attribute.value] : [];
      for (const url of urls.filter((value) => !isSafeUrl(value))) risks.push(`<${tag.toLowerCase()}> has ${name}="${url}"`);
    }
  }
  return risks;
}

/**
 * The same for an XML file a browser may open (the sitemap): rendered as XML, an element in the
 * XHTML namespace such as <script> would run; so would an event handler attribute.
 */
export function findXmlScriptRisks(xml: string): string[] {
  const document = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;
  const risks: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const name = element.localName.toLowerCase();
    if (name === 'script' || ACTIVE_ELEMENTS.has(name.toUpperCase())) risks.push(`a <${name}> element`);
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.toLowerCase().startsWith('on')) risks.push(`<${name}> has an event handler ${attribute.name}`);
      if (attribute.name.toLowerCase() === 'xmlns' && attribute.value.includes('xhtml')) risks.push(`<${name}> switches to XHTML`);
    }
  }
  return risks;
}

/** A relative address, or an absolute one with a scheme that cannot run code. */
function isSafeUrl(value: string): boolean {
  // Browsers drop control characters and spaces before reading the scheme: " java\tscript:" is javascript:.
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(`${scheme.toLowerCase()}:`);
}

function checkScript(script: Element): string[] {
  const type = script.getAttribute('type');
  const text = script.textContent ?? '';
  if (type === 'application/ld+json') {
    // Data, not code, as long as it cannot close its own element: no "<" may appear unescaped.
    if (text.includes('<')) return [`structured data holds a raw "<": ${text.slice(text.indexOf('<'), text.indexOf('<') + 40)}`];
    try {
      JSON.parse(text);
      return [];
    } catch {
      return ['structured data that is not valid JSON'];
    }
  }
  const src = script.getAttribute('src') ?? '';
  // The pages' one inline step, byte for byte as its hash in the policy allows it.
  if (text === VISIT_TIME_SCRIPT && src === '' && type === null) return [];
  if (text.trim() !== '') return [`an inline script: ${text.trim().slice(0, 60)}`];
  // The site's own bundle, also below a sub-folder when the site lives in one.
  return /^\/(?!\/)(?:[^?#]*\/)?assets\/[\w.-]+\.js$/.test(src) ? [] : [`a script from ${src || 'nowhere'}`];
}
