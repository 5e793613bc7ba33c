import { fuzzHostileRequests } from './hostile-requests.ts';

fuzzHostileRequests(0, 4);
