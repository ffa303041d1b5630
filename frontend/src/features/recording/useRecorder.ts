import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from 'src/lib/analytics';
import { MicrophoneError } from './errors';
import type { RecordingSession } from './recorder';

/** The MediaRecorder code is fetched when a recording starts, not with the page. */
const loadRecorder = () => import('./recorder');

export type RecorderPhase = 'idle' | 'starting' | 'recording';

export interface RecorderHandlers {
  /** The finished audio (after Stop or the 3600 s limit). */
  onAudio: (blob: Blob, name: string) => void;
  /** Microphone refused (MicrophoneError) or nothing recorded (EmptyRecordingError). */
  onError: (err: Error) => void;
}

/** Recording state for the UI: phase, elapsed seconds, start/stop/cancel. A recording left running is discarded on unmount. */
export function useRecorder(handlers: RecorderHandlers) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [seconds, setSeconds] = useState(0);
  const session = useRef<RecordingSession | null>(null);
  /** Elapsed seconds of the running recording (for the finish event). */
  const elapsed = useRef(0);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const start = useCallback(async () => {
    if (session.current) return;
    setPhase('starting');
    setSeconds(0);
    elapsed.current = 0;
    try {
      const recorder = await loadRecorder();
      session.current = await recorder.startRecording({
        onTick: (s) => {
          elapsed.current = s;
          setSeconds(s);
        },
        onDone: (result) => {
          session.current = null;
          setPhase('idle');
          // the only error here is an empty recording
          track.recordingFinished('error' in result ? 'empty' : 'complete', elapsed.current);
          if ('error' in result) latest.current.onError(result.error);
          else latest.current.onAudio(result.blob, result.name);
        },
      });
      setPhase('recording');
      track.recordingStarted();
    } catch (err) {
      setPhase('idle');
      track.recordingFailed(err instanceof MicrophoneError ? 'microphone' : 'error');
      latest.current.onError(err as Error);
    }
  }, []);

  const stop = useCallback(() => session.current?.stop(), []);
  const cancel = useCallback(() => {
    const s = session.current;
    session.current = null;
    s?.cancel();
    if (s) track.recordingFinished('cancelled', elapsed.current);
    setPhase('idle');
  }, []);

  useEffect(() => () => session.current?.cancel(), []);

  return { phase, seconds, start, stop, cancel };
}
