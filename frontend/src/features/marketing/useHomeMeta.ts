import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetConfig } from 'src/api/generated/system/system';

function upsert(tag: 'meta' | 'link', key: Record<string, string>, attrs: Record<string, string>): void {
  const selector = `${tag}${Object.entries(key)
    .map(([k, v]) => `[${k}="${v}"]`)
    .join('')}`;
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = document.createElement(tag);
    for (const [k, v] of Object.entries(key)) el.setAttribute(k, v);
    document.head.appendChild(el);
  }
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
}

/**
 * SPEC §2 page metadata of the home page in the current language: title, description, keywords, canonical,
 * alternates for en, hi and x-default (Hindi under /hi), Open Graph title/description/url/locale and <html lang>.
 */
export function useHomeMeta(): void {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  const title = t('meta.home.title');
  const description = t('meta.home.description');
  const keywords = t('marketing.keywords');
  const publicUrl = useGetConfig().data?.publicUrl;
  useEffect(() => {
    // The configured public address (as the server writes it into the HTML), else this page's origin.
    const origin = (publicUrl || window.location.origin).replace(/\/+$/, '');
    const en = `${origin}/`;
    const hi = `${origin}/hi`;
    const url = hindi ? hi : en;
    document.title = title;
    document.documentElement.lang = hindi ? 'hi' : 'en';
    upsert('meta', { name: 'description' }, { content: description });
    upsert('meta', { name: 'keywords' }, { content: keywords });
    upsert('link', { rel: 'canonical' }, { href: url });
    upsert('link', { rel: 'alternate', hreflang: 'en' }, { href: en });
    upsert('link', { rel: 'alternate', hreflang: 'hi' }, { href: hi });
    upsert('link', { rel: 'alternate', hreflang: 'x-default' }, { href: en });
    upsert('meta', { property: 'og:title' }, { content: title });
    upsert('meta', { property: 'og:description' }, { content: description });
    upsert('meta', { property: 'og:url' }, { content: url });
    upsert('meta', { property: 'og:locale' }, { content: hindi ? 'hi_IN' : 'en_US' });
    upsert('meta', { property: 'og:type' }, { content: 'website' });
  }, [hindi, title, description, keywords, publicUrl]);
}
