import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';

/**
 * The page's HTML (prerendered, or the spinner shell) is painted first; the app's code is evaluated after that
 * frame (src/app/start.tsx), so a slow phone shows the first screen before it runs any of it.
 */
function afterFirstPaint(run: () => void): void {
  // a tab opened in the background paints no frame until shown: start at once there
  if (document.visibilityState === 'hidden') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => void import('./app/start').then(({ start }) => start()));
