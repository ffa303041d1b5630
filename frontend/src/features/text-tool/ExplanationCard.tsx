import { Box, Card, HStack, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextChangeItem, TextNoticeItem } from 'src/api/generated/model';
import { MixedText } from 'src/components/MixedText';
import { changeReason, explanationSections } from './explanation';

/** Empty and whitespace-only sides of a change stay visible: ∅ for nothing, ␣ for each space. */
const visible = (s: string) => (s === '' ? '∅' : /^\s+$/.test(s) ? '␣'.repeat(s.length) : s);

interface Props {
  /** The typed lists of the process-text answer, in the interface language (sent as X-UI-Language). */
  changes: readonly TextChangeItem[];
  notices: readonly TextNoticeItem[];
  /** The "explain" option was on: every change is listed with its reason, not summed up. */
  detailed: boolean;
}

/** The explanation of changes: each change as before → after with its reason, plus the server's notes. */
export function ExplanationCard({ changes, notices, detailed }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  // English words in a Hindi explanation (a quoted word, "AI") are marked as English for screen readers.
  const mixed = (text: string) => <MixedText text={text} language={language} />;
  const { applied, suggested, notes, notesAlone } = useMemo(
    () => explanationSections(changes, notices, detailed),
    [changes, notices, detailed],
  );

  const changeRow = (change: TextChangeItem, i: number) => {
    const reason = changeReason(change, language, detailed);
    if (!change.before && !change.after)
      return (
        <List.Root recipe={listSlotRecipe} key={i} ps="5">
          <List.Item>{mixed(reason)}</List.Item>
        </List.Root>
      );
    return (
      <Box key={i} data-testid="explanation-change" borderInlineStartWidth="3px" borderColor="brand.muted" ps="3">
        <HStack gap="2" wrap="wrap">
          <VisuallyHidden>{t('tool.before')}</VisuallyHidden>
          <Text as="del" color={{ base: 'red.800', _dark: 'red.200' }} bg="red.subtle" px="1" borderRadius="sm">
            {mixed(visible(change.before))}
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
            {mixed(visible(change.after))}
          </Text>
        </HStack>
        {reason && (
          <Text color="fg.muted" mt="0.5">
            {mixed(reason)}
          </Text>
        )}
      </Box>
    );
  };

  return (
    <Card.Root
      recipe={cardSlotRecipe}
      variant="subtle"
      size="sm"
      data-testid="explanation"
      as="section"
      aria-labelledby="likho-explanation"
    >
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <Lightbulb size={18} aria-hidden="true" />
          <Card.Title as="h3" id="likho-explanation" fontSize="md">
            {t('tool.explanationTitle')}
          </Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body pt="2" fontSize="sm" gap="2">
        {applied.kind === 'none' && <Text>{t('tool.explanation.noChanges')}</Text>}
        {applied.kind === 'summary' && (
          <Text>
            {mixed(
              t('tool.explanation.summary', {
                count: applied.count,
                categories: applied.categories.map((c) => `${c.label} ${c.count}`).join(', '),
              }),
            )}
          </Text>
        )}
        {applied.kind === 'list' && applied.changes.map(changeRow)}
        {applied.kind === 'list' && applied.more > 0 && (
          <Text>{t('tool.explanation.more', { count: applied.more })}</Text>
        )}
        {suggested.length > 0 && (
          <>
            <Text fontWeight="semibold" mt="2">
              {t('tool.explanation.suggestions')}
            </Text>
            {suggested.map(changeRow)}
          </>
        )}
        {notesAlone && notes.map((note, i) => <Text key={i}>{mixed(note)}</Text>)}
        {!notesAlone && notes.length > 0 && (
          <>
            <Text fontWeight="semibold" mt="2">
              {t('tool.explanation.notes')}
            </Text>
            <List.Root recipe={listSlotRecipe} ps="5">
              {notes.map((note, i) => (
                <List.Item key={i}>{mixed(note)}</List.Item>
              ))}
            </List.Root>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
