// Runs from <head> before the app renders, so the first paint already has the right theme.
import { applyTheme, initialTheme } from 'src/lib/theme/theme';

applyTheme(initialTheme());
