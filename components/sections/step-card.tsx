import { cn } from '@/lib/utils/cn';

/** The look of one list's step cards: padding, the number's type, and the text's tone. */
export interface StepCardLook {
  card: string;
  number: string;
  title?: string;
  text: string;
}

interface StepCardProps {
  /** Zero-based place in the list; shown as "01", "02"… */
  index: number;
  title: string;
  text: string;
  look: StepCardLook;
}

/**
 * One card of a numbered list (an <ol>, which already counts for screen readers, so the big
 * number is decoration): the number over the card's title and text.
 */
export function StepCard({ index, title, text, look }: StepCardProps) {
  return (
    <li className={cn('card flex flex-col', look.card)}>
      <span aria-hidden="true" className={cn('font-display', look.number)}>
        {String(index + 1).padStart(2, '0')}
      </span>
      <h3 className={cn('mt-3 text-lg font-bold', look.title)}>{title}</h3>
      <p className={cn('mt-2', look.text)}>{text}</p>
    </li>
  );
}
