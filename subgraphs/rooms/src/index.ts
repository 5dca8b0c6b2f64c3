export { roomsSubgraph } from './module.ts';
export { demoDjId, demoRooms } from './demo-data.ts';
