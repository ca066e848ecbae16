import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/link-button';
import { AppToaster } from '@/components/ui/toaster';
import { SUBMITTING_LABEL } from '@/lib/mail-list/messages';
import { cn } from '@/lib/utils/cn';

/**
 * The look of every text input, select and textarea of the lead forms. `lead-field` keeps them
 * dark in the dark scheme even on a band that keeps the light palette (app/globals.css).
 */
export const controlClasses = cn(
  'lead-field block w-full rounded-xl border border-ink-300 bg-surface px-4 text-base text-ink-900 shadow-sm',
  'placeholder:text-ink-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
  'disabled:cursor-not-allowed disabled:bg-ink-100 disabled:text-ink-600',
);

interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  className?: string;
}

/** A visible label tied to its control; required fields carry the asterisk. */
export function FieldLabel({ htmlFor, children, required = false, className }: FieldLabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn(
        'mb-2 block text-sm font-semibold text-ink-800 [.on-dark_&]:text-white',
        className,
      )}
    >
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700 [.on-dark_&]:text-accent-300">
          *
        </span>
      )}
    </label>
  );
}

interface SuccessPanelProps {
  /** Whether the confirmation shows; the live region around it is always in the DOM. */
  shown: boolean;
  title: string;
  text: string;
  icon: ReactNode;
  panelRef: React.Ref<HTMLDivElement>;
}

/**
 * What replaces a form for a few seconds after it was sent, inside a status region that is
 * always in the DOM so screen readers announce it when it appears; focusable so focus is not
 * lost.
 */
export function SuccessPanel({ shown, title, text, icon, panelRef }: SuccessPanelProps) {
  return (
    <div role="status" aria-live="polite">
      {shown && (
        <div
          ref={panelRef}
          tabIndex={-1}
          data-testid="success-panel"
          className="flex items-start gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-ink-800 outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="mt-0.5 shrink-0 text-emerald-700">{icon}</span>
          <div>
            <p className="font-display text-lg font-bold text-ink-950">{title}</p>
            <p className="mt-1 text-ink-700">{text}</p>
          </div>
        </div>
      )}
    </div>
  );
}

interface SubmitButtonProps {
  form: keyof typeof SUBMITTING_LABEL;
  submitting: boolean;
  label: string;
  className: string;
}

/** A lead form's submit button. It reads "Sending..." while the request runs. */
export function SubmitButton({ form, submitting, label, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={submitting}
      className={cn(buttonClasses('primary', 'lg'), className)}
    >
      {submitting ? SUBMITTING_LABEL[form] : label}
    </button>
  );
}

interface SubmissionFeedbackProps extends Omit<SuccessPanelProps, 'title' | 'text'> {
  success: { title: string; text: string };
}

/** What follows a lead form in its island: the success panel and the toaster of its toasts. */
export function SubmissionFeedback({ success, ...panel }: SubmissionFeedbackProps) {
  return (
    <>
      <SuccessPanel {...panel} title={success.title} text={success.text} />
      <AppToaster />
    </>
  );
}
