import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { TennisBall } from '../../../components/ui/tennis-ball.tsx';
import { config } from '../../../lib/config.ts';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative overflow-hidden bg-gradient-to-br from-green-950 via-green-900 to-green-800 text-white"
    >
      {/* Court lines, purely decorative. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 opacity-10 sm:opacity-15">
        <div className="absolute inset-x-6 top-10 bottom-10 rounded-sm border-2 border-white sm:inset-x-16" />
        <div className="absolute top-10 bottom-10 left-1/2 border-l-2 border-white" />
        <div className="absolute inset-x-6 top-1/2 border-t-2 border-dashed border-white sm:inset-x-16" />
      </div>
      <TennisBall className="absolute -right-10 -bottom-10 size-48 opacity-90 sm:right-10 sm:bottom-8 sm:size-40" />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-lime-300">
          Group tennis-fitness sessions
        </p>
        <h1 id="hero-title" className="mt-4 max-w-2xl text-4xl font-black tracking-tight sm:text-6xl">
          {config.appName}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-green-100">
          Drills, footwork and fitness on court with your club. Grab a spot for yourself and your family in
          seconds, no account needed.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/sessions" variant="accent" className="min-h-12 px-6 text-base">
            View Sessions
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
