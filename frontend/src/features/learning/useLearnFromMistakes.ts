import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OutputLanguage } from 'src/api/generated/model';
import { notify } from 'src/components/notify';
import { toaster } from 'src/components/toasts';
import { track } from 'src/lib/analytics';
import { useLanguage } from 'src/lib/language/useLanguage';
import { nextProgress, PROGRESS_START, PROGRESS_TICK_MS, REDIRECT_DELAY_MS, TIP_ROTATION_MS } from './progress';

export type LearningStatus = 'idle' | 'pending' | 'success' | 'error';

export interface LearnFromMistakes {
  /** Generates the lesson for `inputText`; ignored while pending or when the text is blank. */
  start: (inputText: string) => void;
  status: LearningStatus;
  pending: boolean;
  /** 0–100: 5 at the start, random shrinking steps up to 92 while waiting, 100 on success, 0 on error. */
  progress: number;
  /** The tip shown while waiting (rotates every 4.5 s). */
  tip: string;
}

/**
 * Learn From Mistakes (SPEC §2–§4): calls POST /api/generate-learning with the UI and output language
 * headers (./generate, fetched on the first request), shows progress and tips while waiting, keeps the lesson
 * and the original text in storage and memory, toasts, and opens /learn (or /hi/learn) about 0.5 s after success.
 */
export function useLearnFromMistakes(outputLanguage?: OutputLanguage | ''): LearnFromMistakes {
  const { t } = useTranslation();
  const { language, localePath } = useLanguage();
  const navigate = useNavigate();
  const lessonLanguage: OutputLanguage = outputLanguage || (language === 'hi' ? 'hindi' : 'english');
  const [status, setStatus] = useState<LearningStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [tipIndex, setTipIndex] = useState(0);
  const busy = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tips = useMemo(() => {
    const list = t('learning.tips', { returnObjects: true });
    return Array.isArray(list) ? (list as string[]) : [];
  }, [t]);

  useEffect(() => {
    if (status !== 'pending') return;
    const tick = setInterval(() => setProgress((p) => nextProgress(p)), PROGRESS_TICK_MS);
    const rotate = setInterval(() => setTipIndex((i) => i + 1), TIP_ROTATION_MS);
    return () => {
      clearInterval(tick);
      clearInterval(rotate);
    };
  }, [status]);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const start = useCallback(
    (inputText: string) => {
      const text = inputText.trim();
      if (busy.current || !text) return;
      busy.current = true;
      setStatus('pending');
      setProgress(PROGRESS_START);
      setTipIndex(0);
      void (async () => {
        try {
          const { generateLesson } = await import('./generate');
          track.learningGenerated(await generateLesson(text, language, lessonLanguage));
          setProgress(100);
          setStatus('success');
          // one toast at a time (SPEC §9): the result replaces an older message. remove(), not dismiss(): a
          // dismissed toast keeps its slot for the whole removal delay and would hold this one back.
          toaster.remove();
          notify.success(t('learning.toast.success.title'), t('learning.toast.success.description'));
          redirect.current = setTimeout(() => {
            busy.current = false;
            void navigate(localePath('/learn'));
          }, REDIRECT_DELAY_MS);
        } catch {
          track.learningFailed();
          busy.current = false;
          setProgress(0);
          setStatus('error');
          toaster.remove();
          notify.error(t('learning.toast.failed.title'), t('learning.toast.failed.description'));
        }
      })();
    },
    [language, lessonLanguage, t, navigate, localePath],
  );

  return {
    start,
    status,
    pending: status === 'pending',
    progress,
    tip: tips.length ? tips[tipIndex % tips.length] : '',
  };
}
