import { fuzzHostileRequests } from '../testing/fuzz-hostile-requests.ts';

fuzzHostileRequests(3, 4);
