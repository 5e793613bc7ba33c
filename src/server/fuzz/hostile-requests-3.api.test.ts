import { fuzzHostileRequests } from '../testing/fuzz-hostile-requests.ts';

fuzzHostileRequests(2, 4);
