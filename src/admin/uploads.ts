// Where the content manager saves an uploaded image (media_folder, from the repository's root) and how a post then
// names it (public_folder): public/images/uploads, which the build copies to /images/uploads with its encodings.
export const mediaFolder = "public/images/uploads";
export const publicFolder = "/images/uploads";
