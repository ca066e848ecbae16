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
        <li key={challenge.title} className="card flex flex-col p-6">
          <span
            aria-hidden="true"
            className="font-display text-sm font-bold tracking-widest text-accent-700"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-3 text-lg font-bold">{challenge.title}</h3>
          <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{challenge.desc}</p>
        </li>
      ))}
    </ol>
  );
}
