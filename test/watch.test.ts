import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isEditorScratch } from '../src/dev/watch.ts';

const isEditorScratchSuite = suite('isEditorScratch');

isEditorScratchSuite('should recognise the files editors write beside the one being saved', () => {
  for (const name of ['.#kevad.md', '#kevad.md#', 'kevad.md~', '.kevad.md.swp', '.kevad.md.swx', '4913', 'kevad.md___jb_tmp___', 'kevad.md.tmp', '.DS_Store']) {
    assert.ok(isEditorScratch(name), name);
  }
});

isEditorScratchSuite('should leave content and static files alone, whatever their names', () => {
  for (const name of ['2025-03-15-kevad.md', 'õhtu ja öö.md', 'site.md', 'meie.svg', '.well-known', 'logo-2025.png', 'swap.md']) {
    assert.not.ok(isEditorScratch(name), name);
  }
});

isEditorScratchSuite.run();
