import { Alert, Button, Stack } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The output panel's failure notice with Retry (fetched with the processing banner: ./processing-banner). */
export function OutputError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root recipe={alertSlotRecipe} status="error" data-testid="output-error">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('toast.processingFailed.title')}</Alert.Title>
        <Alert.Description>{message || t('toast.processingFailed.description')}</Alert.Description>
        <Button size="xs" variant="outline" alignSelf="start" onClick={onRetry}>
          <RotateCcw />
          {t('tool.retry')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
