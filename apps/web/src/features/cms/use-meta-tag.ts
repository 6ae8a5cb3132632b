import { useEffect } from 'react';

/**
 * Sets <meta name=…> in the document head while the page is shown: the existing tag (index.html carries a site-wide
 * description) takes the page's value and gets its own back afterwards, so the head never holds two of them.
 */
export function useMetaTag(name: string, content: string) {
  useEffect(() => {
    if (!content) return;
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = name;
      document.head.appendChild(tag);
    }
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [name, content]);
}
