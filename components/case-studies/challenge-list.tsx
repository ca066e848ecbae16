import { StepCard, type StepCardLook } from '@/components/sections/step-card';

/** Compact cards, four to a row: a small accent number. */
const challengeLook: StepCardLook = {
  card: 'p-6',
  number: 'text-sm font-bold tracking-widest text-accent-700',
  text: 'text-[0.9375rem] leading-relaxed text-ink-600',
};

/** The client's challenges as numbered cards. */
export function ChallengeList({
  challenges,
}: {
  challenges: Array<{ title: string; desc: string }>;
}) {
  return (
    // A sideways row on phones (.phone-scroller), focusable so a keyboard can scroll it.
    <ol className="phone-scroller grid gap-6 sm:grid-cols-2 lg:grid-cols-4" tabIndex={0}>
      {challenges.map((challenge, index) => (
        <StepCard
          key={challenge.title}
          index={index}
          title={challenge.title}
          text={challenge.desc}
          look={challengeLook}
        />
      ))}
    </ol>
  );
}
