// The CMS's configuration: the generated collections (npm run schemas) with the backend of where it runs. On GitHub
// every change is a branch and a pull request (editorial workflow); `npm run cms` writes to DATA_DIR through its local
// backend, where the data folder is the root, so paths lose their `data/` prefix there. Uploads go to the same
// public/images/uploads on both: the local backend sends them to the repository's (scripts/admin/decap-router.ts).
import collections from "./cms-collections.json";
import { previewStatusContext } from "../content/shared/preview-status.ts";
import { mediaFolder, publicFolder } from "./uploads.ts";

type Collection = (typeof collections)[number];

/** The collections with their paths under `root` (`data/` in the repository, nothing for decap-server). */
function collectionsUnder(root: string): Collection[] {
  return collections.map((collection) =>
    "folder" in collection
      ? { ...collection, folder: `${root}${collection.folder}` }
      : { ...collection, files: collection.files.map((file) => ({ ...file, file: `${root}${file.file}` })) },
  ) as Collection[];
}

/**
 * `localServer`: decap-server's API address, set by `npm run cms` (VITE_DECAP_SERVER); absent in the built site, where
 * `github` (site.json's `cms`, see repository.ts) names the repository.
 */
export function cmsConfig(localServer: string | undefined, github: { repo: string; branch: string } | null) {
  const shared = {
    load_config_file: false,
    site_url: "/",
    media_folder: mediaFolder,
    public_folder: publicFolder,
  };
  if (localServer)
    return {
      ...shared,
      backend: { name: "proxy", proxy_url: localServer, branch: "main" },
      collections: collectionsUnder(""),
    };
  if (!github) return null;
  return {
    ...shared,
    // "View preview" reads the commit status the preview workflow reports (decision 57).
    backend: { name: "github", ...github, preview_context: previewStatusContext },
    publish_mode: "editorial_workflow",
    collections: collectionsUnder("data/"),
  };
}
