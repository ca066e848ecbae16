/** Ids the shell and the live panel share: a click held on the shell is replayed on the panel. */
export const CHAT_IDS = {
  panel: 'chat-panel',
  title: 'chat-panel-title',
  input: 'chat-input',
  send: 'chat-send',
  option: (id: string) => `chat-option-${id}`,
};
