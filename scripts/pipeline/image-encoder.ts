// The image encoder's process (started by images.ts): encodes public/'s PNG and JPEG images into the cache and exits.
import sharp from "sharp";
import { answerParent } from "../shared/side-process.ts";
import { encodeAll } from "./images.ts";

// One libvips thread, as in a process without MALLOC_ARENA_MAX (sharp's default on glibc): AVIF's encoder writes other
// bytes with two threads, and the files must not depend on the process that made them.
sharp.concurrency(1);
answerParent(encodeAll);
