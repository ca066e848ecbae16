import type { CtaAction } from '@/components/sections/cta-band';
import { LinkButton } from '@/components/ui/link-button';

interface HeroActionsProps {
  primary?: CtaAction;
  secondary?: CtaAction;
}

/** The accent button and the outlined second button of a page hero. */
export function HeroActions({ primary, secondary }: HeroActionsProps) {
  return (
    <>
      {primary && (
        <LinkButton href={primary.href} size="lg" external={primary.external}>
          {primary.label}
        </LinkButton>
      )}
      {secondary && (
        <LinkButton href={secondary.href} size="lg" variant="on-dark" external={secondary.external}>
          {secondary.label}
        </LinkButton>
      )}
    </>
  );
}
