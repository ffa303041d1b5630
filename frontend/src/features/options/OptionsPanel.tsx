import { Badge, Box, Button, Field, Flex, Heading, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { ChevronDown, ChevronsDownUp, ChevronsUpDown, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from 'src/lib/storage';
import { OptionCheckbox, OptionGroupContent } from './OptionChecks';
import { useHydratedDeferred } from 'src/lib/useHydrated';
import {
  countSelected,
  ENHANCEMENT_GROUPS,
  OUTPUT_LANGUAGES,
  RESPONSE_LENGTHS,
  SOCIAL_MEDIA,
  TONES,
  type Enhancement,
  type EnhancementOptions,
} from './options';

export interface OptionsPanelProps {
  value: EnhancementOptions;
  onChange: (next: EnhancementOptions) => void;
  onReset: () => void;
  /** Compact layout for the small-screen drawer (one column of selects). */
  compact?: boolean;
}

const WIDE = '(min-width: 1024px)';

/** Storage key of the collapsed options panel ('1': collapsed), remembered across visits. */
export const OPTIONS_COLLAPSED_KEY = 'options-collapsed';

/** SPEC §2 "Groups start open on screens 1024 px wide or more" (Chakra's lg: the CSS default of OptionGroupContent). */
function startsOpen(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(WIDE).matches;
}

/** A group's data-state: none while only CSS knows it (before hydration). */
const groupState = (open: boolean | undefined) => (open === undefined ? undefined : open ? 'open' : 'closed');

interface SelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  testId: string;
}

function OptionSelect({ id, label, value, options, onChange, testId }: SelectProps) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id} fontSize="sm">
        {label}
      </Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Selects for language, length, platform and tone; three collapsible checkbox groups; badge and Reset. */
export function OptionsPanel({ value, onChange, onReset, compact = false }: OptionsPanelProps) {
  const { t } = useTranslation();
  const uid = useId();
  // The groups a visitor opened or closed; until then they follow the screen width. The width is only known in the
  // browser: on the server and until hydrated (undefined), CSS shows them open from lg, the width startsOpen asks
  // for, so the prerendered first screen is already the one the visitor then uses. Opening them only once hydrated
  // moved the tool down after the first paint, and a box clicked while its group was still opening could miss (the
  // group's content moved under the pointer when its animation ended).
  const hydrated = useHydratedDeferred();
  const [chosen, setOpen] = useState<Record<string, boolean>>({});
  const byWidth = hydrated ? startsOpen() : undefined;
  const open: Record<string, boolean | undefined> = Object.fromEntries(
    ENHANCEMENT_GROUPS.map((g) => [g.id, chosen[g.id] ?? byWidth]),
  );
  const selected = countSelected(value);
  // The drawer's panel (compact) is never collapsed: the drawer itself opens and closes it. The stored choice
  // applies once hydrated: the prerendered first screen (and its hydration) shows the panel open.
  const [storedCollapsed, setStoredCollapsed] = useState(() => storage.get(OPTIONS_COLLAPSED_KEY) === '1');
  const collapsed = !compact && hydrated && storedCollapsed;
  const contentId = `${uid}-content`;
  const toggleCollapsed = () => {
    storage.set(OPTIONS_COLLAPSED_KEY, collapsed ? '0' : '1');
    setStoredCollapsed(!collapsed);
  };

  const toggle = (item: Enhancement, checked: boolean) => {
    const set = new Set(value.enhancements);
    if (checked) set.add(item);
    else set.delete(item);
    onChange({ ...value, enhancements: [...set] });
  };

  return (
    <Stack gap={{ base: '4', lg: '3' }} data-testid={compact ? 'options-panel-compact' : 'options-panel'}>
      <Flex align="center" gap="3" wrap="wrap">
        {/* In the drawer the drawer's own title names the panel. */}
        {compact ? null : (
          <Heading as="h2" size="md">
            {t('options.title')}
          </Heading>
        )}
        <Badge
          colorPalette={selected ? 'brand' : 'gray'}
          variant={selected ? 'solid' : 'subtle'}
          aria-live="polite"
          data-testid="options-badge"
        >
          {t('options.selected', { count: selected })}
        </Badge>
        <Button ms="auto" size="xs" variant="ghost" onClick={onReset}>
          <RotateCcw />
          {t('options.reset')}
        </Button>
        {compact ? null : (
          <Button
            size="xs"
            variant="outline"
            onClick={toggleCollapsed}
            aria-expanded={!collapsed}
            aria-controls={contentId}
            data-testid="options-collapse"
          >
            {collapsed ? <ChevronsUpDown /> : <ChevronsDownUp />}
            {collapsed ? t('options.expand') : t('options.collapse')}
          </Button>
        )}
      </Flex>

      <Stack
        gap={{ base: '4', lg: '3' }}
        id={contentId}
        display={collapsed ? 'none' : 'flex'}
        data-testid="options-content"
      >
        <SimpleGrid columns={compact ? 1 : { base: 1, sm: 2, lg: 4 }} gap="3">
          <OptionSelect
            id={`${uid}-lang`}
            testId="option-outputLanguage"
            label={t('options.outputLanguage.label')}
            value={value.outputLanguage}
            options={OUTPUT_LANGUAGES.map((v) => ({ value: v, label: t(`options.outputLanguage.${v}`) }))}
            onChange={(v) => onChange({ ...value, outputLanguage: v as EnhancementOptions['outputLanguage'] })}
          />
          <OptionSelect
            id={`${uid}-length`}
            testId="option-responseLength"
            label={t('options.responseLength.label')}
            value={value.responseLength}
            options={RESPONSE_LENGTHS.map((v) => ({ value: v, label: t(`options.responseLength.${v}`) }))}
            onChange={(v) => onChange({ ...value, responseLength: v as EnhancementOptions['responseLength'] })}
          />
          <OptionSelect
            id={`${uid}-social`}
            testId="option-socialMedia"
            label={t('options.socialMedia.label')}
            value={value.socialMedia}
            options={[
              { value: '', label: t('options.socialMedia.none') },
              ...SOCIAL_MEDIA.map((v) => ({ value: v, label: t(`options.socialMedia.${v}`) })),
            ]}
            onChange={(v) => onChange({ ...value, socialMedia: v as EnhancementOptions['socialMedia'] })}
          />
          <OptionSelect
            id={`${uid}-tone`}
            testId="option-tone"
            label={t('options.tone.label')}
            value={value.tone}
            options={[
              { value: '', label: t('options.tone.none') },
              ...TONES.map((v) => ({ value: v, label: t(`options.tone.${v}`) })),
            ]}
            onChange={(v) => onChange({ ...value, tone: v as EnhancementOptions['tone'] })}
          />
        </SimpleGrid>

        <SimpleGrid columns={compact ? 1 : { base: 1, md: 3 }} gap="3" alignItems="start">
          {ENHANCEMENT_GROUPS.map((group) => (
            <div key={group.id} data-state={groupState(open[group.id])}>
              <Box borderWidth="1px" borderRadius="l2" bg="bg">
                <Button
                  variant="ghost"
                  size="sm"
                  w="full"
                  justifyContent="space-between"
                  px="3"
                  aria-expanded={open[group.id]}
                  aria-controls={`${uid}-group-${group.id}`}
                  data-state={groupState(open[group.id])}
                  onClick={() => setOpen((prev) => ({ ...prev, [group.id]: !(open[group.id] ?? startsOpen()) }))}
                >
                  <HStack gap="2">
                    {t(`options.groups.${group.id}`)}
                    <Badge size="xs" variant="subtle">
                      {group.items.filter((i) => value.enhancements.includes(i)).length}/{group.items.length}
                    </Badge>
                  </HStack>
                  <Box
                    as="span"
                    transition="transform 0.2s"
                    transform={
                      open[group.id] === undefined
                        ? { base: undefined, lg: 'rotate(180deg)' }
                        : open[group.id]
                          ? 'rotate(180deg)'
                          : undefined
                    }
                    display="inline-flex"
                  >
                    <ChevronDown />
                  </Box>
                </Button>
                <OptionGroupContent open={open[group.id]} id={`${uid}-group-${group.id}`}>
                  <Flex
                    direction={compact ? 'column' : 'row'}
                    wrap="wrap"
                    rowGap={{ base: '2', lg: '1.5' }}
                    columnGap="5"
                    px="3"
                    pb={{ base: '3', lg: '2' }}
                    pt="1"
                  >
                    {group.items.map((item) => (
                      <OptionCheckbox
                        key={item}
                        testId={`enhancement-${item}`}
                        checked={value.enhancements.includes(item)}
                        onChange={(checked) => toggle(item, checked)}
                        label={t(`options.enhancements.${item}`)}
                      />
                    ))}
                  </Flex>
                </OptionGroupContent>
              </Box>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
