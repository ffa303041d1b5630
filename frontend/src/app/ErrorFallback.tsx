import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markAppReady } from './UntilHydrated';

/** 'Something went wrong' with a button that reloads the page. Falls back to English if translations failed. */
export function ErrorFallback() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const tr = (key: string, en: string) => (ready ? t(key) : en);
  // its button handles events
  useEffect(markAppReady, []);
  return (
    <Center minH="60vh" px="6" role="alert">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Heading size="xl">{tr('error.title', 'Something went wrong')}</Heading>
        <Text color="fg.muted">
          {tr('error.body', 'An error occurred while loading this content. Please try refreshing the page.')}
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {tr('error.refresh', 'Refresh Page')}
        </Button>
      </Stack>
    </Center>
  );
}
