import { Box, Field, Flex, HStack, IconButton, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { ClipboardPaste, Eraser, Mic, Upload } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { countChars } from '@likho/site/text';
import { useTranslation } from 'react-i18next';
import { Tooltip } from 'src/components/Tooltip';
import { formatCount } from 'src/lib/formatCount';
import { usePrefersReducedMotion } from 'src/components/usePrefersReducedMotion';
import { usePlaceholderCycle } from './usePlaceholderCycle';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  onPaste: () => void;
  onRecord: () => void;
  onFile: (file: File) => void;
  onSubmit: () => void;
  maxChars: number;
  busy: boolean;
  /** Buttons under the text box (Enhance and friends). */
  actions: ReactNode;
  /** Recording controls or file progress (the media feature), under the toolbar. */
  mediaPanel?: ReactNode;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
}

/** SPEC §2 input panel: text box with counter, record/upload/clear/paste, animated placeholder. */
export function InputPanel(props: Props) {
  const { value, onChange, maxChars, busy, textareaRef } = props;
  const { t, i18n } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const animating = !reducedMotion && !focused && value.length === 0;
  const { verb, target } = usePlaceholderCycle(animating);
  const placeholder = animating
    ? t('placeholder.template', { verb: t(`placeholder.verbs.${verb}`), target: t(`placeholder.targets.${target}`) })
    : t('placeholder.static');

  const count = countChars(value);
  const near = count >= maxChars * 0.9;
  const over = count > maxChars;

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      props.onSubmit();
    }
  };

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="1" wrap="wrap">
        <Text as="h2" fontWeight="semibold" fontSize="md" me="auto">
          {t('tool.inputTitle')}
        </Text>
        <Tooltip content={t('tool.record')}>
          <IconButton aria-label={t('tool.record')} variant="ghost" size="sm" onClick={props.onRecord} disabled={busy}>
            <Mic />
          </IconButton>
        </Tooltip>
        <Tooltip content={t('tool.upload')}>
          <IconButton
            aria-label={t('tool.upload')}
            variant="ghost"
            size="sm"
            onClick={() => fileRef.current?.click()}
            disabled={busy}
          >
            <Upload />
          </IconButton>
        </Tooltip>
        <VisuallyHidden>
          <input
            ref={fileRef}
            type="file"
            accept="audio/*,video/*,image/*"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="file-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) props.onFile(file);
            }}
          />
        </VisuallyHidden>
        <Tooltip content={t('tool.paste')}>
          <IconButton aria-label={t('tool.paste')} variant="ghost" size="sm" onClick={props.onPaste} disabled={busy}>
            <ClipboardPaste />
          </IconButton>
        </Tooltip>
        <Tooltip content={t('tool.clear')}>
          <IconButton
            aria-label={t('tool.clear')}
            variant="ghost"
            size="sm"
            onClick={props.onClear}
            disabled={busy || value.length === 0}
          >
            <Eraser />
          </IconButton>
        </Tooltip>
      </Flex>
      {props.mediaPanel}
      <Field.Root invalid={over} flex="1">
        <Field.Label srOnly htmlFor="likho-input">
          {t('tool.inputLabel')}
        </Field.Label>
        <Textarea
          id="likho-input"
          ref={textareaRef}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          data-animating={animating ? 'true' : 'false'}
          aria-describedby="likho-counter likho-shortcut"
          // Low enough at 1024×768 for Enhance to stay on the first screen under the open options panel.
          minH={{ base: '200px', lg: '140px' }}
          flex="1"
          resize="vertical"
          fontSize="md"
          lineHeight="1.7"
          bg="bg"
          readOnly={busy}
          data-testid="input-text"
        />
        <HStack w="full" justify="space-between" fontSize="xs" color="fg.muted" gap="3">
          <Text id="likho-shortcut" display={{ base: 'none', md: 'block' }}>
            {t('tool.shortcut')}
          </Text>
          <Box
            id="likho-counter"
            ms="auto"
            aria-live={near ? 'polite' : 'off'}
            color={over ? 'fg.error' : near ? 'fg.warning' : 'fg.muted'}
            fontWeight={near ? 'semibold' : 'normal'}
            data-testid="char-counter"
          >
            {t('tool.counter', {
              count,
              formatted: formatCount(count, i18n.language),
              max: formatCount(maxChars, i18n.language),
            })}
          </Box>
        </HStack>
        {over && <Field.ErrorText>{t('tool.tooLong', { max: formatCount(maxChars, i18n.language) })}</Field.ErrorText>}
      </Field.Root>
      {props.actions}
    </Flex>
  );
}
