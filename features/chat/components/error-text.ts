/** The server's msg in the member's language when the chat knows it (chat.errors.*), else as the server sent it. */
export function errorText(t: { has(key: string): boolean; (key: string): string }, msg: string): string {
  const key = `errors.${msg}`;
  return t.has(key) ? t(key) : msg;
}
