import { Badge } from '@/components/ui/badge';
import { categoryTone } from '@/lib/content/blog-categories';

/** A category's coloured badge; categories the site does not know yet render slate. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <Badge tone={categoryTone(category)} className={className}>
      {category}
    </Badge>
  );
}
