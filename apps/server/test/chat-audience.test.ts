import { describe, expect, it } from 'vitest';
import type { Reader } from '../src/chat/audience.js';
import { audienceOf, leaguesMatter, mayReadChannel } from '../src/chat/audience.js';
import type { ChatNotice } from '../src/chat/notice.js';

/** Who hears of a chat notice, without a database: chat/audience.ts. */

const ada = { userId: 'u-ada', factoryId: 'f-ada', name: 'Ada Works' };
const bo = { userId: 'u-bo', factoryId: 'f-bo' };
const cy = { userId: 'u-cy', factoryId: 'f-cy' };

const posted = (channel: string, extra: Partial<ChatNotice> = {}): ChatNotice => ({
  kind: 'message',
  id: 7,
  channel,
  sender: ada,
  text: 'hello',
  sentAt: '2026-11-29T10:00:00.5Z',
  ...(extra as object),
});

const reader = (who: { userId: string; factoryId: string }, league?: Reader['league']): Reader => ({
  userId: who.userId,
  factoryId: who.factoryId,
  ...(league ? { league } : {}),
});

const nobody = new Set<string>();

describe('who may read a channel', () => {
  it('Trade is everyone’s, a league’s channel its players’ only', () => {
    expect(mayReadChannel('BRONZE', 'trade')).toBe(true);
    expect(mayReadChannel('BRONZE', 'BRONZE')).toBe(true);
    expect(mayReadChannel('BRONZE', 'SILVER')).toBe(false);
  });

  it('asks for the leagues only for a league’s channel', () => {
    expect(leaguesMatter(posted('BRONZE'))).toBe(true);
    expect(leaguesMatter(posted('trade'))).toBe(false);
    expect(leaguesMatter(posted('dm:f-ada:f-bo', { recipient: bo }))).toBe(false);
    expect(leaguesMatter({ kind: 'deleted', id: 7 })).toBe(false);
  });
});

describe('a channel message', () => {
  it('reaches the league’s readers, the sender’s own frame marked mine, the time as the API writes it', () => {
    const told = audienceOf(
      posted('BRONZE'),
      [reader(ada, 'BRONZE'), reader(bo, 'BRONZE'), reader(cy, 'SILVER')],
      nobody,
    );
    expect(told).toEqual([
      {
        event: 'chat',
        userIds: ['u-ada'],
        data: {
          channel: 'BRONZE',
          message: {
            id: 7,
            sender: { factoryId: 'f-ada', name: 'Ada Works' },
            mine: true,
            text: 'hello',
            sentAt: '2026-11-29T10:00:00.500Z',
          },
        },
      },
      expect.objectContaining({
        userIds: ['u-bo'],
        data: expect.objectContaining({ message: expect.objectContaining({ mine: false }) }),
      }),
    ]);
  });

  it('in Trade reaches every reader with a factory, whatever their league', () => {
    const told = audienceOf(posted('trade'), [reader(bo), reader(cy), { userId: 'u-operator' }], nobody);
    expect(told.flatMap((t) => t.userIds)).toEqual(['u-bo', 'u-cy']);
  });

  it('never reaches a reader who blocked the sender, nor one whose league is not known', () => {
    const told = audienceOf(
      posted('BRONZE'),
      [reader(bo, 'BRONZE'), reader(cy, 'BRONZE'), reader(ada)],
      new Set(['f-bo']),
    );
    expect(told.flatMap((t) => t.userIds)).toEqual(['u-cy']);
  });

  it('tells no one when no reader of it is here', () => {
    expect(audienceOf(posted('SILVER'), [reader(bo, 'BRONZE')], nobody)).toEqual([]);
  });
});

describe('a direct message', () => {
  const direct = posted('dm:f-ada:f-bo', { recipient: bo });

  it('reaches its two players only, each told the other’s factory', () => {
    const told = audienceOf(direct, [reader(cy), reader(bo), reader(ada)], nobody);
    expect(
      told.map((t) => [t.userIds, t.event === 'chat' && t.data.with, t.event === 'chat' && t.data.message.mine]),
    ).toEqual([
      [['u-ada'], 'f-bo', true],
      [['u-bo'], 'f-ada', false],
    ]);
    expect(told.every((t) => t.event === 'chat' && t.data.channel === 'direct')).toBe(true);
  });

  it('reaches the sender alone when the other has no stream here, and not a recipient who blocked the sender', () => {
    expect(audienceOf(direct, [reader(ada)], nobody).flatMap((t) => t.userIds)).toEqual(['u-ada']);
    expect(audienceOf(direct, [reader(ada), reader(bo)], new Set(['f-bo'])).flatMap((t) => t.userIds)).toEqual([
      'u-ada',
    ]);
  });
});

describe('a deleted message', () => {
  it('is told to every stream here, an account without a factory too', () => {
    expect(audienceOf({ kind: 'deleted', id: 7 }, [reader(bo), { userId: 'u-operator' }], new Set(['f-bo']))).toEqual([
      { event: 'chat-deleted', data: { id: 7 }, userIds: ['u-bo', 'u-operator'] },
    ]);
    expect(audienceOf({ kind: 'deleted', id: 7 }, [], nobody)).toEqual([]);
  });
});
