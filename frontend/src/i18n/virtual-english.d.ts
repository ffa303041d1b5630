/** The English strings (public/locales/en/common.json), bundled as a lazy chunk by vite.config.ts. */
declare module 'virtual:likho-english' {
  const strings: Record<string, unknown>;
  export default strings;
}
