// The search index's process (started by site-extras.ts on a big site): indexes the documents it is sent, a part
// at a time, then writes the index's files into the folder named by the last message, and exits. Its own process,
// so the index and the garbage of making it never sit in the build's process beside the prerender.
import { searchIndexBuilder, type IndexedDoc } from "../../src/content/search/search-index.ts";
import { answerParent } from "../shared/side-process.ts";
import { writeSearchFiles } from "./search-files.ts";

export type IndexerMessage = { docs: IndexedDoc[] } | { writeTo: string };

const builder = searchIndexBuilder();
answerParent(async (message: IndexerMessage) => {
  if ("docs" in message) return void builder.add(message.docs);
  return writeSearchFiles(message.writeTo, builder);
});
