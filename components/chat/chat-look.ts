/**
 * The chat panel's look, shared by the server-rendered shell (chat-shell.tsx, what the visitor
 * sees before React) and the live panel (chat-panel.tsx), so the hand-over is seamless.
 */
export const chatLook = {
  header: 'on-dark flex items-center gap-3 bg-brand-900 py-3 pr-2 pl-4 text-white',
  avatar: 'grid size-10 shrink-0 place-items-center rounded-full bg-white/10 ring-1 ring-white/20',
  title: 'text-base leading-tight font-bold text-white',
  subtitle: 'mt-0.5 text-sm text-brand-100',
  close:
    'grid size-11 shrink-0 place-items-center rounded-full text-white transition-colors hover:bg-white/10 focus-visible:outline-white',
  log: 'relative flex flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-4 py-5',
  composer:
    'flex items-end gap-2 border-t border-ink-200 bg-surface p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]',
  input:
    'field-sizing-content max-h-32 min-h-12 flex-1 resize-none rounded-3xl border border-ink-300 bg-surface px-4 py-3 text-[0.9375rem] text-ink-900 placeholder:text-ink-500 hover:border-ink-400 focus-visible:border-brand-600 focus-visible:outline-offset-0',
  send: 'keep-palette grid size-12 shrink-0 place-items-center rounded-full bg-accent-400 text-ink-950 transition-colors hover:bg-accent-300 disabled:cursor-not-allowed disabled:bg-ink-100 disabled:text-ink-500',
};
