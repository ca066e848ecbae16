import { Badge } from '@/components/ui/badge';
import { Checkable } from '@/components/ui/checkable';
import { Portrait } from '@/components/ui/portrait';
import type { Person } from '@/lib/content/people';

/**
 * A leadership card: designed portrait, name (linked to their public profile when content gives
 * one), role, bio and areas of expertise.
 */
export function LeaderCard({ person, expertiseLabel }: { person: Person; expertiseLabel: string }) {
  return (
    <article className="card flex w-full flex-col p-6 sm:p-7">
      <div className="narrow-stack flex items-center gap-4">
        <Portrait seed={person.name} look={person.portrait} size="lg" />
        <div>
          <h3 className="text-lg font-bold">
            <Checkable href={person.profileUrl}>{person.name}</Checkable>
          </h3>
          <p className="text-sm font-semibold text-brand-700">{person.title}</p>
        </div>
      </div>
      <p className="mt-5 flex-1 leading-relaxed text-ink-600">{person.bio}</p>
      <ul
        className="mt-5 flex flex-wrap gap-2"
        aria-label={expertiseLabel.replace('{person}', person.name)}
      >
        {person.expertise.map((skill) => (
          <li key={skill}>
            <Badge tone="slate">{skill}</Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}
