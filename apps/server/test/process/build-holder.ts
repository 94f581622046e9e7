import { holdBuild } from '../../src/platform/build-folders.ts';

// A process that holds the build POINTER leads to, as the server does at start, says which folder that is, and runs
// until it is ended.
console.log(holdBuild(process.env.POINTER!));
setInterval(() => {}, 60_000);
