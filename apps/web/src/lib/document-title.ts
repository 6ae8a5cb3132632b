import { useEffect } from 'react';

// The head's own title (the site name), shown when no page names one.
const siteTitle = typeof document === 'undefined' ? '' : document.title;
// The titles of the pages on screen, oldest first: during a route change the new page can mount before the old
// one unmounts, so the newest entry wins, whatever order the two effects run in.
const shown: { title: string }[] = [];
const apply = () => {
  document.title = shown.at(-1)?.title ?? siteTitle;
};

/**
 * The document's <title> while a page is shown. React 19 hoists a <title> rendered anywhere into the head; Preact
 * (decision 1103) renders it where it stands, so pages set the title through this hook instead.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const entry = { title };
    shown.push(entry);
    apply();
    return () => {
      shown.splice(shown.indexOf(entry), 1);
      apply();
    };
  }, [title]);
}
