/** A help chat as GET /api/admin/chats answers it (one a reader; `messages` on the show screen only). */
export interface ChatMessage {
  id: number;
  author: 'user' | 'team';
  text: string;
  created_at: string;
}

export interface ChatRecord {
  id: number;
  user_email: string;
  user_name?: string | null;
  unanswered_count: number;
  waiting_seconds: number | null;
  messages?: ChatMessage[];
}
