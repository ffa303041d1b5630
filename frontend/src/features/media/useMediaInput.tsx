/**
 * The microphone and upload buttons' work (SPEC §4, §5, §8, §9): record or pick a file → checks before any
 * upload → audio, image or video to text, with a busy state (status message + percentage) → the text goes
 * to the text tool, which enhances it at once. The work itself (./work) is fetched on first use.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRecordingBar, useRecorder } from 'src/features/recording';
import type { Progress } from './MediaProgress';
import type { DeliverText, MediaContext } from './work';

const loadWork = () => import('./work');

/** The progress bar (Chakra's progress machine) is fetched when a recording or a file is started, not with the page. */
const loadMediaProgress = () => import('./MediaProgress');
const MediaProgress = lazy(() => loadMediaProgress().then((m) => ({ default: m.MediaProgress })));
const RecordingBar = lazy(() => loadRecordingBar().then((m) => ({ default: m.RecordingBar })));

export function useMediaInput(outputLanguage: string) {
  const { t, i18n } = useTranslation();
  const uiLanguage = i18n.language === 'hi' ? 'hi' : 'en';
  const [progress, setProgress] = useState<Progress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const deliverRef = useRef<DeliverText | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const context = (): MediaContext => ({
    t,
    uiLanguage,
    outputLanguage,
    setProgress,
    abort,
    deliver: deliverRef,
  });

  const recorder = useRecorder({
    onAudio: (blob, name) => {
      const ctx = context();
      void loadWork().then((w) => w.transcribeRecording(ctx, blob, name));
    },
    onError: (err) => {
      const ctx = context();
      void loadWork().then((w) => w.recordingFailed(ctx, err));
    },
  });

  const onRecord = (deliver: DeliverText) => {
    deliverRef.current = deliver;
    void loadRecordingBar();
    void loadMediaProgress();
    void loadWork();
    void recorder.start();
  };

  const onFile = (file: File, deliver: DeliverText) => {
    deliverRef.current = deliver;
    void loadMediaProgress();
    const ctx = context();
    void loadWork().then((w) => w.readFile(ctx, file));
  };

  const recording = recorder.phase !== 'idle';
  let panel: ReactNode = null;
  if (recorder.phase === 'recording') {
    panel = (
      <Suspense fallback={null}>
        <RecordingBar seconds={recorder.seconds} onStop={recorder.stop} onCancel={recorder.cancel} />
      </Suspense>
    );
  } else if (progress) {
    panel = (
      <Suspense fallback={null}>
        <MediaProgress progress={progress} />
      </Suspense>
    );
  }

  return { onRecord, onFile, panel, busy: recording || progress !== null };
}
