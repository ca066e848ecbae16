import { Portrait } from '@/components/ui/portrait';
import type { PortraitLook } from '@/lib/content/portrait-look';

interface AuthorAvatarProps {
  /** The author: their designed portrait is drawn from their look (docs/proof.md#portraits). */
  author: { name: string; portrait?: PortraitLook };
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The author's portrait; decorative, because the name is always printed beside it. */
export function AuthorAvatar({ author, size = 'md', className }: AuthorAvatarProps) {
  return <Portrait seed={author.name} look={author.portrait} size={size} className={className} />;
}
