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

/**
 * Decap's screens and widgets that config.yml never reaches (the last test holds that), left out of the
 * Estonian: Decap registers no English of its own, so a key left out would show as itself, and only
 * there. A key, or a part of the locale when it ends in ".".
 */
const UNREACHED: Record<string, string[]> = {
  'the sign-in of a backend other than GitHub\'s (the local backend says auth.login)': [
    'auth.errors.',
    ...['NetlifyIdentity', 'Azure', 'Bitbucket', 'GitLab', 'Gitea', 'Forgejo'].map((name) => `auth.loginWith${name}`),
  ],
  'the editorial workflow (publish_mode: simple): its screen, its toolbar and notices, its notes': [
    'workflow.',
    'app.header.workflow',
    'collection.entries.unpublishedHeader',
    'editor.editorNotesPane.',
    'editor.editorInterface.toggleNotes',
    ...[
      'UpdatingWithUnsavedChanges',
      'PublishingNotReady',
      'PublishingWithUnsavedChanges',
      'Publishing',
      'Unpublishing',
      'DeleteUnpublishedChangesWithUnsavedChanges',
      'DeleteUnpublishedChanges',
    ].map((name) => `editor.editor.on${name}`),
    ...[
      'unpublish',
      'unpublishing',
      'deleteUnpublishedChanges',
      'deleteUnpublishedEntry',
      'deletePublishedEntry',
      'saving',
      'save',
      'statusInfoTooltipDraft',
      'statusInfoTooltipInReview',
      'deleting',
      'updating',
      'status',
      'draft',
      'inReview',
      'ready',
      'deployPreviewButtonLabel',
    ].map((name) => `editor.editorToolbar.${name}`),
    ...[
      'entryUpdated',
      'onFailToUpdateStatus',
      'onDeleteUnpublishedChanges',
      'entryPublished',
      'onFailToPublishEntry',
      'entryUnpublished',
      'onFailToUnpublishEntry',
      'noteAdded',
      'onFailToAddNote',
      'noteUpdated',
      'onFailToUpdateNote',
      'noteDeleted',
      'onFailToDeleteNote',
      'noteResolved',
      'noteReopened',
      'onFailToToggleNote',
    ].map((name) => `ui.toast.${name}`),
  ],
  'translated content (no i18n)': ['editor.editorControlPane.i18n.', 'editor.editorInterface.toggleI18n'],
  'grouping a collection\'s list (no view_groups)': ['collection.groups.', 'collection.collectionTop.groupBy'],
  'a file path typed in the form (no collection has meta: path)': ['invalidPath', 'pathExists'].map(
    (name) => `editor.editorControlPane.widget.${name}`,
  ),
  'widgets config.yml never names (the image widget has words of its own)': ['markdown', 'headingOptions', 'datetime', 'file'].map(
    (name) => `editor.editorWidgets.${name}.`,
  ),
  'an image field\'s address or several pictures (choose_url: false, no media_library with multiple)': [
    'chooseMultiple',
    'chooseUrl',
    'replaceUrl',
    'promptUrl',
    'addMore',
    'removeAll',
  ].map((name) => `editor.editorWidgets.image.${name}`),
};

function isUnreached(key: string): boolean {
  return Object.values(UNREACHED).flat().some((part) => (part.endsWith('.') ? key.startsWith(part) : key === part));
}

/** Decap's English keys that a screen of our editor can show. */
const REACHED = toKeys(en as Phrases).filter((key) => !isUnreached(key));

const locale = suite('the editor\'s Estonian locale');

locale('should have every key of Decap\'s English locale that a screen of our editor can show', () => {
  const missing = REACHED.filter((key) => lookUp(et, key) === undefined);
  assert.equal(missing, []);
});

locale('should have no key that Decap does not know, which would be a misspelt one', () => {
  const unknown = toKeys(et).filter((key) => lookUp(en as Phrases, key) === undefined);
  assert.equal(unknown, []);
});

/** Placeholders left out on purpose: the widget's type name, an English word ("string"). */
const DROPPED = new Set(['editor.editorControl.field.widgetLabel']);

locale('should keep every placeholder of the English text, so that names and counts still appear', () => {
  const lost = REACHED.filter((key) => !DROPPED.has(key)).filter((key) => {
    const english = toPlaceholders(lookUp(en as Phrases, key) ?? '');
    return english.join() !== toPlaceholders(lookUp(et, key) ?? '').join();
  });
  assert.equal(lost, []);
});

locale('should keep the plural forms where the English has them', () => {
  const lost = REACHED.filter((key) => (lookUp(en as Phrases, key) ?? '').includes('||||') !== (lookUp(et, key) ?? '').includes('||||'));
  assert.equal(lost, []);
});

locale('should be the language config.yml asks for', () => {
  assert.is(toCmsConfig().locale, 'et');
});

locale('should leave out only what config.yml never reaches', () => {
  const config = toCmsConfig() as { backend: { name: string }; publish_mode: string; i18n?: unknown; collections: { i18n?: unknown; view_groups?: unknown; meta?: unknown }[] };
  assert.is(config.backend.name, 'github');
  assert.is(config.publish_mode, 'simple');
  assert.ok(config.i18n === undefined && config.collections.every((collection) => collection.i18n === undefined));
  assert.ok(config.collections.every((collection) => collection.view_groups === undefined && collection.meta === undefined));
  const widgets = [...JSON.stringify(config).matchAll(/"widget":"(\w+)"/g)].map((match) => match[1]);
  assert.ok(widgets.includes('image'));
  const images = JSON.stringify(config).match(/\{[^{}]*"widget":"image"[^{}]*\}/g) ?? [];
  assert.ok(images.length > 0 && images.every((field) => field.includes('"choose_url":false')));
  assert.not.ok(JSON.stringify(config).includes('media_library'));
  assert.equal(widgets.filter((widget) => ['markdown', 'datetime', 'date', 'file'].includes(widget ?? '')), []);
});

locale.run();
