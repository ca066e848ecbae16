import { StepCard, type StepCardLook } from '@/components/sections/step-card';

/** Compact cards, four to a row; stacked on phones: a small accent number. */
const challengeLook: StepCardLook = {
  card: 'p-5 sm:p-6',
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
    // Stacked on phones: a case study keeps at most two sideways rows (docs/case-studies.md#on-a-phone).
    <ol className="grid gap-4 @min-[36rem]/page:grid-cols-2 sm:gap-6 @min-[60rem]/page:grid-cols-4">
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
