// The concert files as the editor last loaded them: the home page's preview loads them, and the check
// before saving home.md reads them, since Decap gives that check the entry alone.
import { useEffect, useState } from 'react';
import type { SourceFile } from '../../../content/types.ts';
import { loadConcertFiles, type PreviewProps } from './decap-entry.ts';

let latest: SourceFile[] | undefined;

export function readLoadedConcertFiles(): SourceFile[] | undefined {
  return latest;
}

/** Loaded once for each preview shown; a concert saved meanwhile is seen when home.md is opened again. */
export function useConcertFiles(getCollection: PreviewProps['getCollection']): SourceFile[] | undefined {
  const [files, setFiles] = useState(latest);
  useEffect(() => {
    let current = true;
    loadConcertFiles(getCollection).then((loaded) => {
      latest = loaded;
      if (current) setFiles(loaded);
    }, (error: unknown) => {
      // Without them the featured items cannot be shown; the console keeps why, for whoever looks.
      console.error('The preview could not load the concerts:', error);
    });
    return () => {
      current = false;
    };
  }, [getCollection]);
  return files;
}
