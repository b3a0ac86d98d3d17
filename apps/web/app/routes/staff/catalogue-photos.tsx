import type { StaffProductPhotos } from "@nagai/contracts/staff-media";
import { STAFF_MEDIA_LIMITS } from "@nagai/contracts/staff-media-texts";
import { data, Form, Link, useNavigation } from "react-router";
import { Picture } from "../../components/picture";
import { ApiError } from "../../lib/api";
import { privatePageHeaders } from "../../lib/page-cache";
import type { Route } from "./+types/catalogue-photos";
import { AuditList } from "./audit-list";
import { type PhotosResult, runPhotosAction } from "./catalogue-photos.server";
import { staffLoad } from "./orders/staff-api.server";

export const headers = privatePageHeaders;

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Photos of piece ${params.sno} | Nagai staff` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    return await staffLoad<StaffProductPhotos>(
      request,
      context,
      `/products/${encodeURIComponent(params.sno)}/photos`,
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data("Piece not found", { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<PhotosResult> {
  return runPhotosAction(request, context, params.sno);
}

/** A piece's photos (issue 26 item 4): upload, move up or down, remove; each a plain POST form. */
export default function CataloguePhotos({ loaderData, actionData }: Route.ComponentProps) {
  const piece = loaderData;
  const result: PhotosResult | undefined = actionData;
  const submitting = useNavigation().state === "submitting";
  const last = piece.ImagePath.length - 1;
  return (
    <section aria-labelledby="photos-title" className="staff-photos">
      <h1 id="photos-title">Photos of {piece.productName}</h1>
      <p>
        SNO {piece.sno} · <Link to={`/shop-detail/${piece.sno}`}>The piece in the shop</Link>
      </p>
      {result?.alert && <p role="alert">{result.alert}</p>}
      {result?.done && <p role="status">{result.done}</p>}
      <h2 id="upload-title">Add a photo</h2>
      <Form
        method="post"
        encType="multipart/form-data"
        aria-labelledby="upload-title"
        className="staff-photos__upload"
      >
        <label htmlFor="photo">
          Picture (JPEG, PNG or WebP, at most {STAFF_MEDIA_LIMITS.uploadMaxBytes / 1024 / 1024} MB)
        </label>
        <input
          id="photo"
          name="photo"
          type="file"
          accept={STAFF_MEDIA_LIMITS.uploadTypes.join(",")}
          required
        />
        <button type="submit" name="intent" value="upload" disabled={submitting}>
          Upload
        </button>
      </Form>
      <h2>Photos in order</h2>
      {piece.ImagePath.length === 0 ? (
        <p>This piece has no photos yet.</p>
      ) : (
        <ol className="staff-photos__list">
          {piece.ImagePath.map((path, index) => (
            <li key={path} className="staff-photos__item">
              <Picture path={path} alt={`Photo ${index + 1} of ${piece.productName}`} sizes="160px" />
              <div className="staff-photos__actions">
                {(
                  [
                    ["up", "Move up", index > 0],
                    ["down", "Move down", index < last],
                    ["remove", "Remove", true],
                  ] as const
                ).map(([intent, label, shown]) =>
                  shown ? (
                    <Form method="post" key={intent}>
                      <input type="hidden" name="path" value={path} />
                      <button type="submit" name="intent" value={intent} disabled={submitting}>
                        {label}
                        <span className="visually-hidden"> photo {index + 1}</span>
                      </button>
                    </Form>
                  ) : null,
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <AuditList entries={piece.audit} />
    </section>
  );
}
