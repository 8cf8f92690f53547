import { config } from '../../lib/config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Hero } from './components/hero.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { UpcomingSessions } from './components/upcoming-sessions.tsx';

export function LandingPage() {
  useDocumentTitle(config.appName);
  return (
    <>
      <Hero />
      <UpcomingSessions />
      <HowItWorks />
    </>
  );
}
