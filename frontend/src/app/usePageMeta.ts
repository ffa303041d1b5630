import { useEffect } from 'react';

function setMeta(selector: string, attr: string, value: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement('meta');
    const [, key, name] = /\[(\w+)="([^"]+)"\]/.exec(selector) ?? [];
    if (key && name) el.setAttribute(key, name);
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/** Keeps the document title and description in step with the page on client navigation. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description) setMeta('meta[name="description"]', 'content', description);
  }, [title, description]);
}
