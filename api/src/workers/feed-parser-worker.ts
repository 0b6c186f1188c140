/**
 * The worker thread that reads iCal feeds (plugins/feed-parser.ts starts it): one feed at a time,
 * `{ id, text, today }` in, `{ id, events }` or `{ id, error }` (a FeedError's message) out.
 */
import { parentPort } from 'node:worker_threads';
import { calendarMessages } from 'contracts/calendar';
import { FeedError } from '../domain/calendar/ical-fetch';
import { parseFeed } from '../domain/calendar/ical-parse';

export interface ParseRequest {
  id: number;
  text: string;
  today: string;
}

export type ParseAnswer = { id: number; events: ReturnType<typeof parseFeed> } | { id: number; error: string };

parentPort?.on('message', ({ id, text, today }: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = { id, events: parseFeed(text, today) };
  } catch (error) {
    answer = { id, error: error instanceof FeedError ? error.message : calendarMessages.syncNotIcal };
  }
  parentPort?.postMessage(answer);
});
