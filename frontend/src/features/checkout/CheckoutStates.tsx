import { Alert, Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { Coffee, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/RouterLink';

/** A spinner with a visible, announced label. */
export function Waiting({ label, testId }: { label: string; testId?: string }) {
  return (
    <Center minH="48" role="status" aria-live="polite" aria-busy="true" data-testid={testId}>
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}

/** A clear problem message, with a Retry button when trying again can help. */
export function Problem({
  title,
  body,
  onRetry,
  testId,
}: {
  title: string;
  body: string;
  onRetry?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert.Root recipe={alertSlotRecipe} status="warning" borderRadius="l3" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{body}</Alert.Description>
        {onRetry && (
          <Button size="sm" variant="outline" alignSelf="start" onClick={onRetry} data-testid="checkout-retry">
            <RotateCcw />
            {t('checkout.retry')}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** A friendly end state (thank-you, not configured, expired…) with one way onwards. */
export function Notice({
  icon,
  title,
  children,
  action,
  testId,
}: {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  action?: { label: string; to: string };
  testId?: string;
}) {
  return (
    <Stack gap="4" align="start" data-testid={testId}>
      {icon}
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
      {action && (
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}

/** Said kindly: without Stripe keys the server answers 503 'Donations are not configured on this server'. */
export function NotConfigured({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<Coffee aria-hidden="true" />}
      title={t('checkout.notConfigured.title')}
      action={{ label: t('checkout.backToTool'), to: homeHref }}
      testId="checkout-not-configured"
    >
      <Text fontSize="lg">{t('checkout.notConfigured.body')}</Text>
      <Text color="fg.muted">{t('checkout.notConfigured.free')}</Text>
    </Notice>
  );
}
