import { Box, Card, HStack, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MixedText } from 'src/content/MixedText';
import { parseExplanation } from './explanation';

/** Empty and whitespace-only sides of a change stay visible: ∅ for nothing, ␣ for each space. */
const visible = (s: string) => (s === '' ? '∅' : /^\s+$/.test(s) ? '␣'.repeat(s.length) : s);

/** The explanation's own opening heading ("What changed:"), which the card's title already says. */
const OPENING_HEADING = /^(what changed|क्या बदला)$/i;

/** The explanation of changes: each change as before → after with its reason, plus the server's notes. */
export function ExplanationCard({ text }: { text: string }) {
  const { t, i18n } = useTranslation();
  // English words in a Hindi explanation (a quoted word, "AI") are marked as English for screen readers.
  const mixed = (text: string) => <MixedText text={text} language={i18n.language === 'hi' ? 'hi' : 'en'} />;
  const lines = useMemo(() => {
    const parsed = parseExplanation(text);
    const first = parsed[0];
    return first?.kind === 'heading' && OPENING_HEADING.test(first.text.trim()) ? parsed.slice(1) : parsed;
  }, [text]);
  return (
    <Card.Root variant="subtle" size="sm" data-testid="explanation" as="section" aria-labelledby="likho-explanation">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <Lightbulb size={18} aria-hidden="true" />
          <Card.Title as="h3" id="likho-explanation" fontSize="md">
            {t('tool.explanationTitle')}
          </Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body pt="2" fontSize="sm" gap="2">
        {lines.map((line, i) => {
          if (line.kind === 'heading')
            return (
              <Text key={i} fontWeight="semibold">
                {mixed(line.text)}
              </Text>
            );
          if (line.kind === 'text') return <Text key={i}>{mixed(line.text)}</Text>;
          if (line.kind === 'item')
            return (
              <List.Root key={i} ps="5">
                <List.Item>{mixed(line.text)}</List.Item>
              </List.Root>
            );
          return (
            <Box key={i} data-testid="explanation-change" borderInlineStartWidth="3px" borderColor="brand.muted" ps="3">
              <HStack gap="2" wrap="wrap">
                <VisuallyHidden>{t('tool.before')}</VisuallyHidden>
                <Text as="del" color={{ base: 'red.800', _dark: 'red.200' }} bg="red.subtle" px="1" borderRadius="sm">
                  {mixed(visible(line.before))}
                </Text>
                <ArrowRight size={14} aria-hidden="true" />
                <VisuallyHidden>{t('tool.after')}</VisuallyHidden>
                <Text
                  as="ins"
                  textDecoration="none"
                  color={{ base: 'green.800', _dark: 'green.200' }}
                  bg="green.subtle"
                  px="1"
                  borderRadius="sm"
                  fontWeight="medium"
                >
                  {mixed(visible(line.after))}
                </Text>
              </HStack>
              {line.reason && (
                <Text color="fg.muted" mt="0.5">
                  {mixed(line.reason)}
                </Text>
              )}
            </Box>
          );
        })}
      </Card.Body>
    </Card.Root>
  );
}
