import { fuzzHostileRequests } from './hostile-requests.ts';

fuzzHostileRequests(1, 4);
