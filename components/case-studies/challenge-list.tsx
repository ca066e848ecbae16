import { StepCard, type StepCardLook } from '@/components/sections/step-card';
import { cn } from '@/lib/utils/cn';

/** Compact cards, four to a row; stacked on phones: a small number in the study's colour. */
const challengeLook: StepCardLook = {
  card: 'p-5 sm:p-6',
  number: 'text-sm font-bold tracking-widest',
  text: 'text-[0.9375rem] leading-relaxed text-ink-600',
};

/** The client's challenges as numbered cards. */
export function ChallengeList({
  challenges,
  numberClass,
}: {
  challenges: Array<{ title: string; desc: string }>;
  /** The numbers' colour, the study's (its accent's `text`). */
  numberClass: string;
}) {
  const look = { ...challengeLook, number: cn(challengeLook.number, numberClass) };
  return (
    // Stacked on phones: a case study keeps at most one sideways row (docs/case-studies.md#on-a-phone).
    <ol className="grid gap-4 @min-[36rem]/page:grid-cols-2 sm:gap-6 @min-[60rem]/page:grid-cols-4">
      {challenges.map((challenge, index) => (
        <StepCard
          key={challenge.title}
          index={index}
          title={challenge.title}
          text={challenge.desc}
          look={look}
        />
      ))}
    </ol>
  );
}
