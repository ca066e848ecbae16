import type { ComponentProps } from 'react';
import { Illustration } from '@/components/ui/illustration';

type PostImageProps = Omit<ComponentProps<typeof Illustration>, 'width' | 'height'>;

/** An article's hero artwork (card, featured card, article page): every one is 1600 × 900. */
export function PostImage(props: PostImageProps) {
  return <Illustration width={1600} height={900} {...props} />;
}
