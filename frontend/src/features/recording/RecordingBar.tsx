import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Square, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock, MAX_SECONDS } from './clock';

interface Props {
  seconds: number;
  onStop: () => void;
  onCancel: () => void;
}

/** While recording: a pulsing dot, the timer `m:ss / 60:00`, Stop and Cancel. */
export function RecordingBar({ seconds, onStop, onCancel }: Props) {
  const { t } = useTranslation();
  const clock = `${formatClock(seconds)} / ${formatClock(MAX_SECONDS)}`;
  return (
    <HStack
      gap="3"
      p="3"
      borderRadius="l2"
      borderWidth="1px"
      borderColor="red.muted"
      bg="red.subtle"
      wrap="wrap"
      data-testid="recording-bar"
    >
      <Box
        w="3"
        h="3"
        borderRadius="full"
        bg="red.solid"
        aria-hidden="true"
        animation="pulse 1.2s ease-in-out infinite"
        _motionReduce={{ animation: 'none' }}
      />
      <Text fontWeight="medium" color="red.fg">
        {t('recording.active')}
      </Text>
      <Text
        fontVariantNumeric="tabular-nums"
        aria-label={t('recording.timerLabel', { clock })}
        data-testid="recording-timer"
      >
        {clock}
      </Text>
      <HStack gap="2" ms="auto">
        <Button size="sm" colorPalette="red" onClick={onStop} data-testid="recording-stop">
          <Square />
          {t('recording.stop')}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} data-testid="recording-cancel">
          <X />
          {t('recording.cancel')}
        </Button>
      </HStack>
    </HStack>
  );
}
