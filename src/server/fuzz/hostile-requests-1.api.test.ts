import { fuzzHostileRequests } from '../testing/fuzz-hostile-requests.ts';

fuzzHostileRequests(0, 4);
