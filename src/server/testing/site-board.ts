/** Shared steps of the board-settings API tests. */
import type { FastifyInstance } from 'fastify';
import type { BoardSettings } from '#shared/schemas/site-board.ts';
import type { SignedIn } from './sign-in.ts';

/** 3 rooms, start hours 10–18, one hour a name a day. */
export const smallBoard: BoardSettings = {
  openHour: 10,
  lastHour: 18,
  rooms: ['A홀', 'B홀', '드럼룸'],
  maxHoursPerName: 1,
  rules: ['예약은 한 사람당 하루 1시간입니다.', '드럼룸은 방음문을 꼭 닫아 주세요.'],
};

/** The widest board the settings allow: 12 rooms, open every hour of the day. */
export const wholeDayBoard: BoardSettings = {
  ...smallBoard,
  openHour: 0,
  lastHour: 23,
  rooms: Array.from({ length: 12 }, (_, index) => `방${index + 1}`),
};

export const boardApi = {
  get: (app: FastifyInstance) => app.inject({ url: '/api/site/board' }),
  save: (app: FastifyInstance, who: SignedIn | null, body: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/site/board',
      headers: who ? { cookie: who.cookie } : {},
      payload: body as object,
    }),
  /** Publishes `board` over whatever is published now; fails the test unless it lands. */
  async publish(app: FastifyInstance, owner: SignedIn, board: BoardSettings): Promise<number> {
    const { version } = (await boardApi.get(app)).json() as { version: number };
    const response = await boardApi.save(app, owner, { version, board });
    if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
    return response.json().version;
  },
};
