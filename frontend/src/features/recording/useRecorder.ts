import { useCallback, useEffect, useRef, useState } from 'react';
import { RecordingSession, startRecording } from './recorder';

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
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const start = useCallback(async () => {
    if (session.current) return;
    setPhase('starting');
    setSeconds(0);
    try {
      session.current = await startRecording({
        onTick: setSeconds,
        onDone: (result) => {
          session.current = null;
          setPhase('idle');
          if ('error' in result) latest.current.onError(result.error);
          else latest.current.onAudio(result.blob, result.name);
        },
      });
      setPhase('recording');
    } catch (err) {
      setPhase('idle');
      latest.current.onError(err as Error);
    }
  }, []);

  const stop = useCallback(() => session.current?.stop(), []);
  const cancel = useCallback(() => {
    const s = session.current;
    session.current = null;
    s?.cancel();
    setPhase('idle');
  }, []);

  useEffect(() => () => session.current?.cancel(), []);

  return { phase, seconds, start, stop, cancel };
}
