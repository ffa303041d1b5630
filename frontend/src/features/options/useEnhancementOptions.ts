import { useCallback, useState } from 'react';
import { defaultOptions, type EnhancementOptions } from './options';

/** Options state for the tool: the output language is read from the URL once, on first render. */
export function useEnhancementOptions() {
  const [options, setOptions] = useState<EnhancementOptions>(() => defaultOptions(window.location.pathname));
  const reset = useCallback(() => {
    setOptions(defaultOptions(window.location.pathname));
  }, []);
  return { options, setOptions, reset };
}
