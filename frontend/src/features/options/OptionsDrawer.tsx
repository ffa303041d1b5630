import { Badge, Button } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countSelected, type EnhancementOptions } from './options';

// the sheet (a dialog) is fetched and rendered when the button is first pressed, not with the page
const OptionsDrawerSheet = lazy(() => import('./OptionsDrawerSheet').then((m) => ({ default: m.OptionsDrawerSheet })));

interface Props {
  value: EnhancementOptions;
  onChange: (next: EnhancementOptions) => void;
  onReset: () => void;
}

/** Small screens: the same options in a bottom sheet, opened from a button beside the text box. */
export function OptionsDrawer({ value, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const selected = countSelected(value);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const finalFocusEl = useCallback(() => button.current, []);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        data-testid="options-drawer-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal />
        {t('options.open')}
        {selected > 0 && (
          <Badge colorPalette="brand" variant="solid" size="xs">
            {selected}
          </Badge>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <OptionsDrawerSheet
            open={open}
            onOpenChange={setOpen}
            finalFocusEl={finalFocusEl}
            value={value}
            onChange={onChange}
            onReset={onReset}
          />
        </Suspense>
      )}
    </>
  );
}
