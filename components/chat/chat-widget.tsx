/**
 * SLOT — the Chat issue replaces this with the launcher and lazily loaded chat panel.
 * The home page renders it once; keep the export name.
 */
export function ChatWidget() {
  return null;
}
