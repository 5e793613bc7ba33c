import { fuzzHostileRequests } from '../testing/fuzz-hostile-requests.ts';

fuzzHostileRequests(1, 4);
