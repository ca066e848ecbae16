import { Portrait } from '@/components/ui/portrait';

interface AuthorAvatarProps {
  /** The author's name: their designed portrait is drawn from it (docs/proof.md#portraits). */
  name: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The author's portrait; decorative, because the name is always printed beside it. */
export function AuthorAvatar({ name, size = 'md', className }: AuthorAvatarProps) {
  return <Portrait seed={name} size={size} className={className} />;
}
