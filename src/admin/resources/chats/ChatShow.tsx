import { FunctionField, Show, SimpleShowLayout } from 'react-admin';
import { nameAndEmail } from '../../fields/people';
import { ChatThread } from './ChatThread';
import { ReplyBox } from './ReplyBox';

export function ChatShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <FunctionField source="user_email" render={nameAndEmail} />
        <ChatThread />
        <ReplyBox />
      </SimpleShowLayout>
    </Show>
  );
}
