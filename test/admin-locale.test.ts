// The editor's Estonian (src/admin/client/locale-et.ts) against the English that Decap ships: a key
// Decap adds in an update and we lack would show the editors a bare key, so it fails here first.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import en from 'decap-cms-locales/src/en/index.js';
import { et } from '../src/admin/client/locale-et.ts';
import { toCmsConfig } from '../src/admin/config.ts';

type Phrases = { [key: string]: string | Phrases };

function toKeys(phrases: Phrases, prefix = ''): string[] {
  return Object.entries(phrases).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : toKeys(value, `${prefix}${key}.`)));
}

function toPlaceholders(text: string): string[] {
  return [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
}

function lookUp(phrases: Phrases, key: string): string | undefined {
  const value = key.split('.').reduce<string | Phrases | undefined>((at, part) => (typeof at === 'object' ? at[part] : undefined), phrases);
  return typeof value === 'string' ? value : undefined;
}

const locale = suite('the editor\'s Estonian locale');

locale('should have every key of Decap\'s English locale', () => {
  const missing = toKeys(en as Phrases).filter((key) => lookUp(et, key) === undefined);
  assert.equal(missing, []);
});

locale('should have no key that Decap does not know, which would be a misspelt one', () => {
  const unknown = toKeys(et).filter((key) => lookUp(en as Phrases, key) === undefined);
  assert.equal(unknown, []);
});

/** Placeholders left out on purpose: the widget's type name, an English word ("string"). */
const DROPPED = new Set(['editor.editorControl.field.widgetLabel']);

locale('should keep every placeholder of the English text, so that names and counts still appear', () => {
  const lost = toKeys(en as Phrases).filter((key) => !DROPPED.has(key)).filter((key) => {
    const english = toPlaceholders(lookUp(en as Phrases, key) ?? '');
    return english.join() !== toPlaceholders(lookUp(et, key) ?? '').join();
  });
  assert.equal(lost, []);
});

locale('should keep the plural forms where the English has them', () => {
  const lost = toKeys(en as Phrases).filter((key) => (lookUp(en as Phrases, key) ?? '').includes('||||') !== (lookUp(et, key) ?? '').includes('||||'));
  assert.equal(lost, []);
});

locale('should be the language config.yml asks for', () => {
  assert.is(toCmsConfig().locale, 'et');
});

locale.run();
