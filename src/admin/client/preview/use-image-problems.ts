// The image check for the preview's problem list: what the check before saving will say about the
// form's pictures, shown while the editor still types. The check needs Decap's media, which only the
// running editor has; register.ts hands it over, and without it (the unit tests) nothing is checked.
import { useEffect, useState } from 'react';
import type { Problem } from '../../../errors.ts';
import { checkImageFields, listImageFields, type LocateImage } from './image-check.ts';

let locateImage: LocateImage | undefined;

export function setImageLocator(locate: LocateImage): void {
  locateImage = locate;
}

/** Empty until checked; checked once per change of the pictures and their fields, not per keystroke. */
export function useImageProblems(path: string, data: Record<string, unknown>): Problem[] {
  const [found, setFound] = useState<{ key: string; problems: Problem[] }>({ key: '', problems: [] });
  const fields = listImageFields(path, data);
  const key = JSON.stringify([...fields]);
  useEffect(() => {
    if (!locateImage || fields.size === 0) return undefined;
    let current = true;
    checkImageFields(path, data, locateImage).then(
      (problems) => {
        if (current) setFound({ key, problems });
      },
      (error: unknown) => console.error('The preview could not check the pictures:', error),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return found.key === key ? found.problems : [];
}
