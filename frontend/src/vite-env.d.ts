/// <reference types="vite/client" />
declare const __LOCALES_VERSION__: string;
