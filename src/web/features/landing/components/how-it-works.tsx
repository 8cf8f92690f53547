import { CalendarDays, type LucideIcon, PartyPopper, UserPlus } from 'lucide-react';
import { DEFAULT_CAPACITY } from '#core/session-defaults.ts';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

const steps: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Choose Your Session',
    text: 'Browse the upcoming sessions and pick the date and time that suit you.',
    icon: CalendarDays,
  },
  {
    title: 'Book Your Spot',
    text: `Enter your name and, optionally, your family members' names. The first ${DEFAULT_CAPACITY} bookings are confirmed; extras go on the waiting list.`,
    icon: UserPlus,
  },
  {
    title: 'Show Up & Play',
    text: 'Bring your racquet, water and energy. We will see you on court!',
    icon: PartyPopper,
  },
];

export function HowItWorks() {
  return (
    <PageContainer className="py-14 sm:py-20">
      <section aria-labelledby="how-title">
        <h2 id="how-title" className="text-center text-3xl font-black tracking-tight">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title}>
              <Card className="h-full p-6">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-lime-300 text-lg font-black text-green-950"
                  >
                    {i + 1}
                  </span>
                  <step.icon className="size-6 text-green-700" aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-lg font-bold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-stone-700">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/sessions" className="min-h-12 px-6 text-base">
            Browse Upcoming Sessions
          </ButtonLink>
        </div>
      </section>
    </PageContainer>
  );
}
