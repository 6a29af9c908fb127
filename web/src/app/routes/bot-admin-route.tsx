import { BotAdminPage } from '../../features/bot-admin/bot-admin-page';
import { ChatMarkdown } from '../../features/chat/chat-markdown';

/** How "Try it" draws an answer: as the chat panel does. */
export const renderTryItAnswer = (text: string) => <ChatMarkdown text={text} />;

/** /bot-admin, its "Try it" answers drawn by the chat's own markdown renderer, as the chat panel shows them. */
export function BotAdminRoute() {
  return <BotAdminPage renderAnswer={renderTryItAnswer} />;
}
