import { useEffect, useState } from "react";
import type { PictureList, UploadedPicture } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../../../components/ui/button-styles";
import { adminGet, adminSend } from "../../shared/admin-api";

/** The preview's copy of a picture, which the signed-in coach can see before any issue shows it. */
const previewSrc = (picture: UploadedPicture) => `/admin/api/newsletter/images/${picture.name}`;

/**
 * The pictures she has uploaded, newest first, each with the published issues that show it and a
 * Delete button; the server refuses, with the reason, to delete one a published issue shows.
 */
export function UploadedPictures() {
  const [pictures, setPictures] = useState<UploadedPicture[] | null>(null);
  const [message, setMessage] = useState("");
  useEffect(() => {
    adminGet<PictureList>("newsletter/images").then(
      (list) => setPictures(list.images),
      () => setMessage("Your pictures could not be listed. Please try again."),
    );
  }, []);

  async function remove(picture: UploadedPicture) {
    const answer = await adminSend("DELETE", `newsletter/images/${picture.name}`);
    if (answer.status === 200) {
      setPictures((before) => before?.filter((each) => each.name !== picture.name) ?? null);
      setMessage("The picture is deleted.");
    } else setMessage(answer.message);
  }

  return (
    <section aria-labelledby="uploaded-pictures-heading" className="mt-6 border-t border-line pt-4">
      <h3 id="uploaded-pictures-heading" className="text-lg font-semibold">
        Your pictures
      </h3>
      <p role="status" className="mt-1 text-sm font-semibold">
        {message}
      </p>
      {pictures?.length === 0 ? <p className="mt-1 text-sm text-ink-soft">You have not uploaded any pictures yet.</p> : null}
      <ul className="mt-2 max-h-64 space-y-2 overflow-y-auto">
        {pictures?.map((picture, index) => (
          <li key={picture.name} className="flex items-center gap-3">
            <img src={previewSrc(picture)} alt="" width={64} height={48} className="h-12 w-16 rounded object-cover" />
            <span className="min-w-0 flex-1 text-sm">
              Picture {index + 1}, {picture.width} × {picture.height} px
              {picture.usedBy.length > 0
                ? `, on the website in issue ${picture.usedBy.join(" and ")}`
                : ", on no published issue"}
            </span>
            <button
              type="button"
              onClick={() => void remove(picture)}
              aria-label={`Delete picture ${index + 1}`}
              className={buttonStyles("secondary", "px-3 py-1 text-sm")}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
