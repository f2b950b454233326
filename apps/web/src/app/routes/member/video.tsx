import { useParams } from 'react-router';
import { VideoScreen } from '@/features/videos/components/video-screen';

/** /video/{videoId} */
export default function VideoRoute() {
  const { videoId } = useParams();
  return <VideoScreen key={videoId} id={Number(videoId)} />;
}
