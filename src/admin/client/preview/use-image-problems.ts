// The image check for the preview's problem list: what the check before saving will say about the
// form's pictures, shown while the editor still types. The check needs Decap's media, which only the
// running editor has; register.ts hands it over, and without it (the unit tests) nothing is checked.
import { useEffect, useState } from 'react';
import type { Problem } from '../../../errors.ts';
import { checkImages, type LocateImage } from './image-check.ts';

let locateImage: LocateImage | undefined;

export function setImageLocator(locate: LocateImage): void {
  locateImage = locate;
}

/** Empty until checked; each list of pictures is checked once per change of the list, not per keystroke. */
export function useImageProblems(srcs: readonly string[]): Problem[] {
  const [found, setFound] = useState<{ key: string; problems: Problem[] }>({ key: '', problems: [] });
  const key = srcs.join('\n');
  useEffect(() => {
    if (!locateImage || key === '') return undefined;
    let current = true;
    checkImages(key.split('\n'), locateImage).then(
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
