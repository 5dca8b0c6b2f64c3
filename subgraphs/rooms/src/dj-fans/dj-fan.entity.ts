import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A fan following a DJ (POST /dj-fans). One row per DJ and fan: the unique key makes a second follow, however it
 * races, the same row. `notify`: the fan opted in to hear when the DJ takes a seat.
 */
export const DjFanSchema = defineEntity({
  name: 'DjFan',
  tableName: 'dj_fan',
  uniques: [{ properties: ['djId', 'fanId'] }],
  indexes: [{ properties: ['fanId', 'createdAt'] }, { properties: ['djId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    djId: p.uuid(),
    fanId: p.uuid(),
    notify: p.boolean(),
    createdAt: p.datetime(),
  },
});
export type DjFan = InferEntity<typeof DjFanSchema>;

/**
 * One fan told that one DJ took a seat, in one notice period (DJ_FANS_NOTIFY_PERIOD_MINUTES, counted from the Unix
 * epoch). The unique key (DJ, fan, period) is the "at most once per DJ per period" rule: however many rooms
 * instances see the DJ sit, one insert wins per fan and only the winners' notifications are queued.
 */
export const DjFanNoticeSchema = defineEntity({
  name: 'DjFanNotice',
  tableName: 'dj_fan_notice',
  uniques: [{ properties: ['djId', 'fanId', 'period'] }],
  properties: {
    id: p.uuid().primary(),
    djId: p.uuid(),
    fanId: p.uuid(),
    /** floor(epoch minutes / period minutes). */
    period: p.integer(),
    roomId: p.uuid(),
    createdAt: p.datetime(),
  },
});
export type DjFanNotice = InferEntity<typeof DjFanNoticeSchema>;
