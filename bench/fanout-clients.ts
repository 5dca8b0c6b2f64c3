/**
 * Client side of bench/fanout: one process holding many WebSocket subscribers (the machine allows 20,000
 * open files per process: keep it to ~5,000 sockets here). Each socket speaks graphql-ws
 * (graphql-transport-ws) with the `ws` package directly — one subscription per socket, the same selection
 * and variables for all, anonymous — and records when each message arrives.
 *
 * Forked with an IPC channel by bench/fanout.ts:
 *  - `{ type: 'subscribe', wsUrl, count, query, variables }`: opens the sockets (a few hundred at a time),
 *    subscribes on each, answers `{ type: 'subscribed' }` once every connection was acknowledged and sent
 *    its subscribe message (whether the gateway runs it yet is asked of the gateway);
 *  - `{ type: 'start' }`: marks the CPU baseline;
 *  - `{ type: 'report', events, timeoutMs }`: waits until each of `events` markers reached every socket (or
 *    the timeout), answers `{ type: 'report', receipts, cpu, errors }` and closes the sockets.
 * A message's event is the `Fanout-<n>` marker in its text (the mutation put it there); receipt times are
 * wall-clock milliseconds (performance.timeOrigin + performance.now(), comparable across local processes).
 */
import WebSocket from 'ws';

export type ClientsRequest =
  | { type: 'subscribe'; wsUrl: string; count: number; query: string; variables: Record<string, unknown> }
  | { type: 'start' }
  | { type: 'report'; events: number; timeoutMs: number };
export type ClientsMessage =
  | { type: 'subscribed' }
  | { type: 'report'; receipts: number[][]; cpu: NodeJS.CpuUsage; errors: string[] };

const MARKER = /Fanout-(\d+)/;
const WAVE = 200;
const sockets: WebSocket[] = [];
const receipts: number[][] = [];
const errors: string[] = [];
let cpuBaseline = process.cpuUsage();
const send = (message: ClientsMessage) => process.send!(message);
const now = () => performance.timeOrigin + performance.now();

function record(data: WebSocket.RawData): void {
  const at = now();
  const text = data.toString();
  const marker = MARKER.exec(text);
  if (marker) (receipts[Number(marker[1])] ??= []).push(at);
  else if (!text.startsWith('{"type":"pong"') && errors.length < 10) errors.push(text.slice(0, 300));
}

function open(wsUrl: string, query: string, variables: Record<string, unknown>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { perMessageDeflate: false });
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`closed ${code} ${reason.toString()}`)));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.once('message', (data) => {
      if (!data.toString().includes('connection_ack')) return reject(new Error(`no ack: ${data.toString()}`));
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
      socket.removeAllListeners('error').removeAllListeners('close');
      socket.on('error', (error) => errors.length < 10 && errors.push(String(error)));
      socket.on('message', record);
      resolve(socket);
    });
  });
}

async function subscribe(request: Extract<ClientsRequest, { type: 'subscribe' }>): Promise<void> {
  for (let first = 0; first < request.count; first += WAVE) {
    const wave = Math.min(WAVE, request.count - first);
    sockets.push(...(await Promise.all(Array.from({ length: wave }, () => open(request.wsUrl, request.query, request.variables)))));
  }
  send({ type: 'subscribed' });
}

async function report(request: Extract<ClientsRequest, { type: 'report' }>): Promise<void> {
  const deadline = Date.now() + request.timeoutMs;
  const complete = () => Array.from({ length: request.events }, (_, i) => receipts[i]?.length ?? 0).every((n) => n >= sockets.length);
  while (!complete() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const cpu = process.cpuUsage(cpuBaseline);
  send({ type: 'report', receipts: Array.from({ length: request.events }, (_, i) => receipts[i] ?? []), cpu, errors });
  for (const socket of sockets) socket.terminate();
}

process.on('message', (request: ClientsRequest) => {
  if (request.type === 'subscribe') subscribe(request).catch((error: unknown) => {
    console.error('fanout clients:', error);
    process.exit(1);
  });
  else if (request.type === 'start') cpuBaseline = process.cpuUsage();
  else void report(request);
});
process.on('disconnect', () => process.exit(0));
