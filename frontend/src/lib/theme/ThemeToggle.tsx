import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydratedDeferred } from 'src/lib/useHydrated';
import { useTheme } from './ThemeProvider';

export function ThemeToggle() {
  const { theme: current, toggleTheme } = useTheme();
  // The prerendered HTML has the light theme's button: hydrate that, then show the visitor's theme.
  const theme = useHydratedDeferred() ? current : 'light';
  const { t } = useTranslation();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggleTheme} data-theme={theme}>
      {theme === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
