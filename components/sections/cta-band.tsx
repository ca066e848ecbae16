import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextWithAddresses } from '@/components/ui/address-breaks';
import { LinkButton } from '@/components/ui/link-button';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

export interface CtaAction {
  label: string;
  href: string;
  external?: boolean;
}

interface CtaBandProps {
  title: string;
  text?: ReactNode;
  primary: CtaAction;
  secondary?: CtaAction;
  children?: ReactNode;
}

/** A link that leaves the site says so, as the same link does in a page's hero. */
function ExternalIcon() {
  return <ExternalLink className="size-4" aria-hidden="true" />;
}

/** The closing call to action: a dark band with one accent button and an optional second one. */
export function CtaBand({ title, text, primary, secondary, children }: CtaBandProps) {
  return (
    <section className="on-dark relative print:hidden isolate overflow-hidden bg-brand-900">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_100%_0%,rgb(112_130_251/0.45),transparent_65%),radial-gradient(30rem_20rem_at_0%_100%,rgb(112_130_251/0.16),transparent_60%)]"
      />
      <div className="container-page flex flex-col items-start gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2
            className={cn(
              'heading-fit text-3xl font-bold tracking-tight text-white sm:text-4xl',
              longestWordClass(title, 6),
            )}
          >
            {title}
          </h2>
          {text && (
            <div className="mt-4 text-lg text-brand-100">
              {typeof text === 'string' ? (
                <p>
                  <TextWithAddresses text={text} />
                </p>
              ) : (
                text
              )}
            </div>
          )}
          {children}
        </div>
        <div className="flex flex-wrap gap-3">
          <LinkButton href={primary.href} size="lg" external={primary.external}>
            {primary.label}
            {primary.external && <ExternalIcon />}
          </LinkButton>
          {secondary && (
            <LinkButton
              href={secondary.href}
              size="lg"
              variant="on-dark"
              external={secondary.external}
            >
              {secondary.label}
              {secondary.external && <ExternalIcon />}
            </LinkButton>
          )}
        </div>
      </div>
    </section>
  );
}
