// Photos made web-sized before they are saved: a phone's 4000 × 3000 photo (10 MB) would be committed
// to the repository forever and slow the media library (decaporg/decap-cms#946), while the site never
// shows a picture wider than MAX_SIDE. A raster picture larger than that, or heavier than MAX_BYTES,
// is scaled in the browser to a long side of at most MAX_SIDE and encoded as a good JPEG (a WebP for
// PNG and WebP, which may be transparent) before Decap sees it; SVG, GIF, small pictures and anything
// the browser cannot read pass as they are (the build's own checks then speak of them).
//
// Decap's media library reads the files of its upload input on `change`; this takes that event
// first (capturing, on the window), and hands the input's files on, made web-sized, in a new one.

/** Wider than the widest picture the site shows (a featured poster at 2× on a large screen). */
export const MAX_SIDE = 2400;
/** What a web-sized photo may weigh at most. */
export const MAX_BYTES = 800 * 1024;
/** Tried in turn until the picture fits MAX_BYTES: the first is a good photo's quality. */
const QUALITIES = [0.85, 0.78, 0.7, 0.6, 0.5];
const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The events this module sends itself, which it lets through. */
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

/** The picture as the site needs it, or the file itself when it is small already or no raster the browser reads. */
export async function toWebSized(file: File): Promise<File> {
  if (!RASTER_TYPES.has(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    // A phone's photo is stored sideways with an EXIF turn; the bitmap is drawn upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = toFittedSize(bitmap.width, bitmap.height);
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

/** Within MAX_SIDE on its long side, its proportions kept; never enlarged. */
export function toFittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `Sõprade logo.png` → `Sõprade logo.webp`; a JPEG keeps its own ending (.jpg or .jpeg). */
function toFileName(name: string, type: string): string {
  if (type === 'image/jpeg') return /\.jpe?g$/i.test(name) ? name : name.replace(/\.[^.]*$/, '') + '.jpg';
  return name.replace(/\.[^.]*$/, '') + '.webp';
}
