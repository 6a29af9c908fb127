import { BotAdminPage } from '../../features/bot-admin/bot-admin-page';
import { ChatMarkdown } from '../../features/chat/chat-markdown';

const renderAnswer = (text: string) => <ChatMarkdown text={text} />;

/** /bot-admin, its "Try it" answers drawn by the chat's own markdown renderer, as the chat panel shows them. */
export function BotAdminRoute() {
  return <BotAdminPage renderAnswer={renderAnswer} />;
}
