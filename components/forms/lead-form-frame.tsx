import { CircleCheck } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { SubmissionFeedback } from '@/components/forms/form-controls';
import { NativePostFields, nativePostProps } from '@/components/forms/native-post-fields';
import type { useLeadForm } from '@/components/forms/use-lead-form';
import type { NativeFormKind } from '@/lib/leads/native-post';

interface LeadFormFrameProps {
  kind: NativeFormKind;
  /** The page the form is on: its native post names it (source_page). */
  pagePath: string;
  /** What useLeadForm returned for this form. */
  form: Pick<ReturnType<typeof useLeadForm>, 'rootRef' | 'panelRef' | 'status' | 'submitting'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  success: { title: string; text: string };
  /** The island root's data attribute, by which the page's scripts and the tests find it. */
  rootData: Record<`data-${string}`, string>;
  /** The form's accessible name, when the page gives it none. */
  label?: string;
  /** The form's variant, for its styles. */
  variant?: string;
  /** The form's fields and its submit button. */
  children: ReactNode;
}

/**
 * What every lead form is around its fields: a form that posts natively without JavaScript
 * (its hidden fields first), hidden while the success panel shows, then the panel and the
 * toaster of its toasts.
 */
export function LeadFormFrame({
  kind,
  pagePath,
  form: { rootRef, panelRef, status, submitting },
  onSubmit,
  success,
  rootData,
  label,
  variant,
  children,
}: LeadFormFrameProps) {
  return (
    <div ref={rootRef} {...rootData}>
      {status !== 'success' && (
        <form
          {...nativePostProps}
          onSubmit={onSubmit}
          aria-label={label}
          aria-busy={submitting}
          data-variant={variant}
        >
          <NativePostFields kind={kind} pagePath={pagePath} disabled={submitting} />
          {children}
        </form>
      )}
      <SubmissionFeedback
        shown={status === 'success'}
        panelRef={panelRef}
        success={success}
        icon={<CircleCheck aria-hidden="true" className="size-6" />}
      />
    </div>
  );
}
