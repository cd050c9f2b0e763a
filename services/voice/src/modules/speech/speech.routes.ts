// Until the voice capability lands, speech in and out answer 501 with a message the UI shows; the
// assistant then falls back to the browser's own speech synthesis for replies.
import { Router } from 'express';
import { notImplemented } from '@immortal/kit';

export function speechRoutes(): Router {
  return Router()
    .post('/api/transcribe', () => {
      throw notImplemented('Voice input is not available yet: speech recognition arrives with the voice training update. Please type your message.');
    })
    .post('/api/text-to-speech', () => {
      throw notImplemented('Your own voice is not available yet: train your voice first. Using the browser voice instead.');
    });
}
