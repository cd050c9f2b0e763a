// Records one voice message with MediaRecorder. start() asks for the microphone (toasts when it is refused
// or the API is missing, twin-features §5); stop() hands the recording to onRecorded; cancel() throws it away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { pickAudioFormat, voiceInputFileName } from '../lib/audio-format';

export const RECORDING_FAILED_TITLE = 'Recording failed';
export const UNSUPPORTED_MESSAGE = 'MediaRecorder API is not supported in this browser';
export const MICROPHONE_MESSAGE = 'Could not access microphone.';

export interface VoiceRecorder {
  recording: boolean;
  /** resolves true once recording has started */
  start: () => Promise<boolean>;
  stop: () => void;
  cancel: () => void;
}

export function useVoiceRecorder(onRecorded: (audio: Blob, fileName: string) => void): VoiceRecorder {
  const [recording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const discard = useRef(false);
  const starting = useRef(false);
  const handler = useRef(onRecorded);
  useEffect(() => {
    handler.current = onRecorded;
  }, [onRecorded]);

  const releaseStream = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const start = useCallback(async () => {
    if (recorder.current || starting.current) return false;
    if (typeof MediaRecorder === 'undefined' || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      toast({ variant: 'destructive', title: RECORDING_FAILED_TITLE, description: UNSUPPORTED_MESSAGE });
      return false;
    }
    starting.current = true;
    try {
      let media: MediaStream;
      try {
        media = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch (error) {
        console.error('Error accessing microphone:', error);
        toast({ variant: 'destructive', title: RECORDING_FAILED_TITLE, description: MICROPHONE_MESSAGE });
        return false;
      }
      const format = pickAudioFormat((type) => typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(type));
      let rec: MediaRecorder;
      try {
        rec = new MediaRecorder(media, format.mimeType ? { mimeType: format.mimeType } : undefined);
      } catch (error) {
        console.error('Error starting the recorder:', error);
        media.getTracks().forEach((track) => track.stop());
        toast({ variant: 'destructive', title: RECORDING_FAILED_TITLE, description: MICROPHONE_MESSAGE });
        return false;
      }
      const chunks: Blob[] = [];
      rec.ondataavailable = (event) => {
        if (event.data && event.data.size > 0) chunks.push(event.data);
      };
      rec.onstop = () => {
        releaseStream();
        recorder.current = null;
        setRecording(false);
        if (discard.current) return;
        handler.current(new Blob(chunks, { type: rec.mimeType || format.mimeType || 'audio/webm' }), voiceInputFileName(format));
      };
      discard.current = false;
      stream.current = media;
      recorder.current = rec;
      rec.start();
      setRecording(true);
      return true;
    } finally {
      starting.current = false;
    }
  }, [releaseStream]);

  const stop = useCallback(() => {
    const rec = recorder.current;
    if (rec && rec.state !== 'inactive') rec.stop();
  }, []);

  const cancel = useCallback(() => {
    discard.current = true;
    const rec = recorder.current;
    if (rec && rec.state !== 'inactive') rec.stop();
    recorder.current = null;
    releaseStream();
    setRecording(false);
  }, [releaseStream]);

  useEffect(
    () => () => {
      discard.current = true;
      const rec = recorder.current;
      if (rec && rec.state !== 'inactive') rec.stop();
      stream.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return { recording, start, stop, cancel };
}
