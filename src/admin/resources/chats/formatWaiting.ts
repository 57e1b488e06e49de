type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How long a chat has waited: "12 min", "3 h 5 min", "2 d 4 h" (through the console's messages). */
export function formatWaiting(seconds: number | null | undefined, translate: Translate): string {
  if (seconds == null) return '';
  const minutes = Math.max(0, Math.floor(seconds / 60));
  if (minutes < 60) return translate('admin.chats.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return translate('admin.chats.hours', { h: hours, m: minutes % 60 });
  return translate('admin.chats.days', { d: Math.floor(hours / 24), h: hours % 24 });
}
