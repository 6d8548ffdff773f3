// What may not be deleted from the editor (src/admin/references.ts): the shipped content's own references.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { explainDeleteRefusal, REFERRING_FILES, type ReferringFiles } from '../src/admin/references.ts';
import { readFrontMatter } from '../src/content/frontmatter.ts';
import { PROJECT_ROOT } from './helpers/temp-project.ts';

const refusal = suite('explainDeleteRefusal');

refusal('should refuse a featured concert, naming the page, the list and the item', async () => {
  const files = await readShipped();
  const message = explainDeleteRefusal('content/concerts/2025-2026/2025-12-20-valguse-ootuses.md', files);
  assert.match(message ?? '', 'Esileht → Esiletõstetud kontserdid, 2.');
  assert.match(message ?? '', 'Vali seal enne teine kontsert');
});

refusal('should let a concert go that nothing names, even a date of a featured series', async () => {
  const files = await readShipped();
  assert.is(explainDeleteRefusal('content/concerts/2025-2026/2025-09-19-meie-tallinn.md', files), undefined);
  assert.is(explainDeleteRefusal('content/concerts/2024-2025/2025-03-14-tartu.md', files), undefined);
});

refusal('should refuse a picture a page names, wherever it is named, and let any other go', async () => {
  const files = await readShipped();
  const logo = String(((files.supporters?.supporters as Record<string, unknown>[])[0] ?? {}).logo);
  assert.match(explainDeleteRefusal(`static/${logo}`, files) ?? '', /Toetajad → Toetajad, 1\. \(.+\) → Logo/);
  assert.match(explainDeleteRefusal('static/images/meie-social.jpg', files) ?? '', 'Jagamispilt');
  assert.is(explainDeleteRefusal('static/images/nobody-uses-this.jpg', files), undefined);
  assert.is(explainDeleteRefusal('content/README.md', files), undefined);
});

refusal.run();

async function readShipped(): Promise<ReferringFiles> {
  const read = async (file: string) => {
    const parsed = readFrontMatter(file, await readFile(path.join(PROJECT_ROOT, file), 'utf8'));
    return parsed.ok ? parsed.data : undefined;
  };
  return { home: await read(REFERRING_FILES.home), supporters: await read(REFERRING_FILES.supporters), site: await read(REFERRING_FILES.site) };
}
