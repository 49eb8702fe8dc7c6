import { ExternalLink } from "../../components/external-link.tsx";
import type { VideoCard as Video } from "../../content/pages/page-data.ts";
import { VideoThumbnail } from "../../components/video-thumbnail.tsx";
import "./resources.css";

/** One video: its still, title and speaker; the whole card opens the video on its host in a new tab. */
export function VideoCard({ video }: { video: Video }) {
  return (
    <li className="video-card card">
      <div className="video-card__frame">
        <VideoThumbnail src={video.thumbnail} />
      </div>
      <div className="video-card__body">
        <h3 className="video-card__title">
          <ExternalLink className="video-card__link" href={video.link}>
            {video.title}
          </ExternalLink>
        </h3>
        {video.speaker ? <p className="video-card__speaker">{video.speaker}</p> : null}
        <p className="video-card__action">
          {video.action} <span aria-hidden="true">↗</span>
        </p>
      </div>
    </li>
  );
}
