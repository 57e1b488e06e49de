/** How the community screens name a reader (a FunctionField's render): "Name <e-mail>". */
export const nameAndEmail = (record: { user_name?: string | null; user_email?: string | null }) => `${record.user_name ?? ''} <${record.user_email}>`;
