// The editor at /admin/: Decap CMS's core with only the backends and widgets our config.yml uses.
import { DecapCmsCore as CMS } from 'decap-cms-core';
import dayjs from 'dayjs';
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import StringWidget from 'decap-cms-widget-string';
import ListWidget from 'decap-cms-widget-list';
import ObjectWidget from 'decap-cms-widget-object';
import NumberWidget from 'decap-cms-widget-number';
import SelectWidget from 'decap-cms-widget-select';
import BooleanWidget from 'decap-cms-widget-boolean';
import { addConcertKeys, CONCERT_FORMAT, DOTTED_DATE, removeConcertKeys } from '../concert-keys.ts';
import { et } from './locale-et.ts';
import { registerPreview } from './preview/register.ts';
import { imageWidget } from './image-widget.ts';
import { relationWidget } from './relation-widget.ts';
import { labelDrafts } from './draft-labels.ts';
import { guardDeletes } from './delete-guard.ts';
import { followPublishing, pointSiteLinks } from './live-status.ts';
import { makeUploadsWebSized } from './web-sized-uploads.ts';

// Decap names new concert files through dayjs (`{{date | date('YYYY-MM-DD')}}` in config.yml), which
// reads our "19.09.2025" as no date: dayjs is taught that one form.
dayjs.extend((_options, Dayjs) => {
  const proto = Dayjs.prototype as unknown as { parse(config: { date?: unknown }): void };
  const parse = proto.parse;
  proto.parse = function (config) {
    const match = typeof config.date === 'string' ? DOTTED_DATE.exec(config.date) : null;
    if (match) config.date = new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
    parse.call(this, config);
  };
});

labelDrafts();
guardDeletes();
pointSiteLinks();
makeUploadsWebSized();

// Decap's own front-matter format, with the keys of ../concert-keys.ts added on reading and removed on writing.
CMS.registerCustomFormat(CONCERT_FORMAT, 'md', {
  fromFile: (content) => addConcertKeys(FrontmatterInfer.fromFile(content)),
  toFile: (data, sortedKeys, comments) => FrontmatterInfer.toFile(removeConcertKeys(data as Record<string, unknown>), sortedKeys, comments),
});

CMS.registerLocale('et', et);
CMS.registerBackend('github', GitHubBackend);
CMS.registerBackend('proxy', ProxyBackend);
for (const widget of [StringWidget, ListWidget, ObjectWidget, NumberWidget, SelectWidget, BooleanWidget]) CMS.registerWidget(widget.Widget());
CMS.registerWidget(imageWidget);
CMS.registerWidget(relationWidget);
registerPreview(CMS);
followPublishing(CMS);
CMS.init();
