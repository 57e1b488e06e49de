/** A comment as GET /api/admin/comments answers it. */
export interface CommentRecord {
  id: number;
  hidden: boolean;
  content: string;
  user_email: string | null;
  user_name?: string;
  item_title?: string;
  item_link?: string | null;
}
