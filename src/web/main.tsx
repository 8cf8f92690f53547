import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { config } from './lib/config.ts';
import { visitorSessionReady } from './lib/visitor-session.ts';
import './styles.css';

document.title = config.appName;

// Public pages know who the visitor is before their first booking call (DESIGN.md §4).
const path = window.location.pathname;
if (!path.startsWith('/admin') && !path.startsWith('/auth')) void visitorSessionReady();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
