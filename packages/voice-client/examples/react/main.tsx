// Mounts the example under StrictMode, which mounts every effect twice: the hooks are safe there.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VoiceDemo } from './voice-demo';

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root.');

// `?assistant=` picks the assistant; npm start's mock accepts any non-empty id.
const assistantId =
  new URLSearchParams(window.location.search).get('assistant') ?? 'example-assistant';

createRoot(root).render(
  <StrictMode>
    <VoiceDemo assistantId={assistantId} />
  </StrictMode>,
);
