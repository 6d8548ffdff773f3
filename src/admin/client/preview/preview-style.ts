// The preview's own few rules, beside the site's stylesheet: the build's problems and the draft mark.
// The preview runs no visit-time step (src/render/visit-time-script.ts), so nothing may wait for it.
export const PREVIEW_STYLE = `
body { margin: 0; }
[data-day-pending] { visibility: visible; }
.editor-preview__problems, .editor-preview__draft { margin: 1rem; padding: 0.75rem 1rem; border-radius: 6px; font: 15px/1.4 system-ui, sans-serif; }
.editor-preview__problems { background: #fdecea; border: 2px solid #b3261e; color: #5f1410; }
.editor-preview__problems h2 { margin: 0 0 0.5rem; font-size: 1rem; }
.editor-preview__problems ul { margin: 0; padding-left: 1.25rem; }
.editor-preview__problems li { overflow-wrap: anywhere; }
.editor-preview__draft { background: #fff4d6; border: 2px solid #8a6100; color: #3d2b00; }
.editor-preview__caption { margin: 1.5rem 1rem 0; font: 600 13px/1.4 system-ui, sans-serif; text-transform: uppercase; letter-spacing: 0.05em; color: #555; }
`;
