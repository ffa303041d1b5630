import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The code that writes the head: fetched with the first client navigation, not with the page. */
const loadPageMeta = () => import('./page-meta');

export interface PageMetaOptions {
  keywords?: string;
  /** The page shows "not found" (e.g. an unknown blog slug): no canonical, noindex. */
  notFound?: boolean;
}

/**
 * Keeps the document's metadata in step with the page on client navigation: title, description, keywords,
 * canonical, alternates en / hi / x-default, Open Graph and `<html lang>` (src/app/page-meta.ts). The page the
 * visit starts on (the history entry the document was loaded with) has them from the server, which wrote them
 * with the same function: nothing is written while its title and language are the ones the server wrote.
 */
export function usePageMeta(title: string, description = '', options: PageMetaOptions = {}): void {
  const { pathname, key } = useLocation();
  const firstEntry = key === 'default';
  const { i18n } = useTranslation();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const { keywords = '', notFound = false } = options;
  useEffect(() => {
    if (firstEntry && document.title === title && document.documentElement.lang === language) return undefined;
    let current = true;
    void loadPageMeta().then(({ writePageMeta }) => {
      if (current) writePageMeta(pathname, language, { title, description, keywords }, notFound);
    });
    return () => {
      current = false;
    };
  }, [firstEntry, pathname, language, title, description, keywords, notFound]);
}
