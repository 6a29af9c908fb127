import { beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES_KEPT } from '../../shared/contracts/chat';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import {
  conversationTitle,
  deleteConversation,
  findConversation,
  listConversations,
  listMessages,
  recentMessages,
  saveMessages,
} from './conversation-repository';

let database: Database;
let alice: string;
let bob: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(users)
    .values([
      { name: 'Alice', email: 'alice@example.com' },
      { name: 'Bob', email: 'bob@example.com' },
    ])
    .returning({ id: users.id });
  [alice, bob] = rows.map((row) => row.id) as [string, string];
});

const exchange = (question: string, answer = `About ${question}`) => [
  { role: 'user' as const, content: question },
  { role: 'assistant' as const, content: answer, videoIds: [1], actions: [] },
];

describe('conversation titles', () => {
  it('keeps a short first message as it is, with its whitespace folded', () => {
    expect(conversationTitle('  Hook ideas\n for a   fitness coach ')).toBe('Hook ideas for a fitness coach');
  });

  it('cuts a long message at a word boundary near 60 characters', () => {
    const title = conversationTitle(
      'What are the best hooks for a fitness coach who posts short videos about strength training for beginners?',
    );
    expect(title).toBe('What are the best hooks for a fitness coach who posts short…');
    expect(title.length).toBeLessThanOrEqual(61);
  });

  it('cuts one endless word rather than leaving a stub', () => {
    expect(conversationTitle('x'.repeat(200))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('conversation repository', () => {
  it('starts a conversation with its first exchange, titled after the question', async () => {
    const id = await saveMessages(database.db, alice, null, exchange('Hook ideas for a fitness coach'));
    expect(id).toBeTruthy();
    const row = await findConversation(database.db, alice, id as string);
    expect(row?.title).toBe('Hook ideas for a fitness coach');
    const messages = await listMessages(database.db, id as string);
    expect(messages.map((m) => [m.role, m.content, m.videoIds])).toEqual([
      ['user', 'Hook ideas for a fitness coach', []],
      ['assistant', 'About Hook ideas for a fitness coach', [1]],
    ]);
  });

  it('finds, continues and deletes a conversation only for its owner', async () => {
    const id = (await saveMessages(database.db, alice, null, exchange('Mine'))) as string;
    expect(await findConversation(database.db, bob, id)).toBeNull();
    expect(await saveMessages(database.db, bob, id, exchange('Not yours'))).toBeNull();
    expect(await deleteConversation(database.db, bob, id)).toBe(false);
    expect((await listMessages(database.db, id)).map((m) => m.content)).toEqual(['Mine', 'About Mine']);

    expect(await deleteConversation(database.db, alice, id)).toBe(true);
    expect(await findConversation(database.db, alice, id)).toBeNull();
    expect(await listMessages(database.db, id)).toEqual([]);
  });

  it('lists a user’s conversations, the one used last first, and no one else’s', async () => {
    const first = (await saveMessages(database.db, bob, null, exchange('First'))) as string;
    const second = (await saveMessages(database.db, bob, null, exchange('Second'))) as string;
    expect((await listConversations(database.db, bob)).map((c) => c.id)).toEqual([second, first]);
    await saveMessages(database.db, bob, first, exchange('First again'));
    expect((await listConversations(database.db, bob)).map((c) => c.title)).toEqual(['First', 'Second']);
    expect((await listConversations(database.db, alice)).map((c) => c.id)).not.toContain(first);
  });

  it(`keeps only the last ${CONVERSATION_MESSAGES_KEPT} messages of a conversation`, async () => {
    const id = (await saveMessages(database.db, alice, null, exchange('Question 1'))) as string;
    for (let n = 2; n <= 30; n++) await saveMessages(database.db, alice, id, exchange(`Question ${n}`));
    const messages = await listMessages(database.db, id);
    expect(messages).toHaveLength(CONVERSATION_MESSAGES_KEPT);
    // 60 written, the oldest 10 (questions 1–5 and their answers) gone.
    expect(messages[0]?.content).toBe('Question 6');
    expect(messages.at(-1)?.content).toBe('About Question 30');
    // The title still names how the conversation began.
    expect((await findConversation(database.db, alice, id))?.title).toBe('Question 1');

    const recent = await recentMessages(database.db, id, 4);
    expect(recent.map((m) => m.content)).toEqual([
      'Question 29',
      'About Question 29',
      'Question 30',
      'About Question 30',
    ]);
  });
});
