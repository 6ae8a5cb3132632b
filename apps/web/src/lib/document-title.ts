import { useEffect } from 'react';

/**
 * The document's <title> while a page is shown. React 19 hoists a <title> rendered anywhere into the head; Preact
 * (decision 1103) renders it where it stands, so pages set the title through this hook instead.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
