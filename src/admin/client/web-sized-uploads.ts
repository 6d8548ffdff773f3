// Photos made web-sized before Decap sees them: a phone's 10 MB photo would be committed forever and
// slow the media library (decaporg/decap-cms#946). Larger rasters become a JPEG (WebP for PNG and
// WebP, which may be transparent); SVG, GIF and small pictures pass as they are. Decap reads its
// upload input on `change`: this catches that event first and dispatches a new one with the new files.

/** Wider than the widest picture the site shows (a featured poster at 2× on a large screen). */
const MAX_SIDE = 2400;
const MAX_BYTES = 800 * 1024;
/** Tried in turn until the picture fits MAX_BYTES: the first is a good photo's quality. */
const QUALITIES = [0.85, 0.78, 0.7, 0.6, 0.5];
const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

const handedOn = new WeakSet<Event>();

export function makeUploadsWebSized(): void {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (handedOn.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
      const files = [...input.files];
      if (!files.some((file) => RASTER_TYPES.has(file.type))) return;
      event.stopImmediatePropagation();
      void Promise.all(files.map(toWebSized)).then((made) => {
        const transfer = new DataTransfer();
        for (const file of made) transfer.items.add(file);
        input.files = transfer.files;
        const again = new Event('change', { bubbles: true });
        handedOn.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}

async function toWebSized(file: File): Promise<File> {
  if (!RASTER_TYPES.has(file.type)) return file;
  // A phone's photo is stored sideways with an EXIF turn; the bitmap is drawn upright.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => undefined);
  if (!bitmap) return file;
  // Never enlarged.
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  if (width === bitmap.width && height === bitmap.height && file.size <= MAX_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return file;
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let blob: Blob | undefined;
  for (const quality of QUALITIES) {
    blob = await canvas.convertToBlob({ type, quality });
    if (blob.size <= MAX_BYTES) break;
  }
  // A browser that cannot write WebP gives PNG instead; a picture no lighter than the original is not worth it.
  if (!blob || blob.type !== type || blob.size >= file.size) return file;
  return new File([blob], toFileName(file.name, type), { type, lastModified: file.lastModified });
}

/** `Sõprade logo.png` → `Sõprade logo.webp`; a JPEG keeps its own ending (.jpg or .jpeg). */
function toFileName(name: string, type: string): string {
  if (type === 'image/jpeg') return /\.jpe?g$/i.test(name) ? name : name.replace(/\.[^.]*$/, '') + '.jpg';
  return name.replace(/\.[^.]*$/, '') + '.webp';
}
