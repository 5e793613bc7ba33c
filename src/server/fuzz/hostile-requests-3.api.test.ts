import { fuzzHostileRequests } from './hostile-requests.ts';

fuzzHostileRequests(2, 4);
