import { fuzzHostileRequests } from './hostile-requests.ts';

fuzzHostileRequests(3, 4);
