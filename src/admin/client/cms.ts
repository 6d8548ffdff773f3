// The editor at /admin/: Decap CMS's core with only what our content needs, bundled by esbuild with
// the site's own React. Two backends (GitHub for the real site, the local one that `npm start`
// answers) and the widgets that src/admin/fields.ts writes; config.yml beside the page says the rest.
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import StringWidget from 'decap-cms-widget-string';
import ListWidget from 'decap-cms-widget-list';
import ObjectWidget from 'decap-cms-widget-object';
import NumberWidget from 'decap-cms-widget-number';
import SelectWidget from 'decap-cms-widget-select';
import BooleanWidget from 'decap-cms-widget-boolean';
import { readDottedDates } from './dotted-dates.ts';
import { registerConcertFormat } from './concert-format.ts';
import { et } from './locale-et.ts';
import { registerPreview } from './preview/register.ts';
import { imageWidget } from './image-widget.ts';
import { relationWidget } from './relation-widget.ts';
import { labelDrafts } from './draft-labels.ts';
import { guardDeletes } from './delete-guard.ts';
import { followPublishing } from './live-status.ts';
import { pointSiteLinks } from './site-link.ts';
import { makeUploadsWebSized } from './web-sized-uploads.ts';

readDottedDates();
labelDrafts();
guardDeletes();
pointSiteLinks();
makeUploadsWebSized();
registerConcertFormat();
CMS.registerLocale('et', et);
CMS.registerBackend('github', GitHubBackend);
CMS.registerBackend('proxy', ProxyBackend);
for (const widget of [StringWidget, ListWidget, ObjectWidget, NumberWidget, SelectWidget, BooleanWidget]) CMS.registerWidget(widget.Widget());
CMS.registerWidget(imageWidget);
CMS.registerWidget(relationWidget);
registerPreview(CMS);
followPublishing(CMS);
CMS.init();
