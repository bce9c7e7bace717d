export interface LinkPreview {
  hostname: string;
  /** A YouTube video's thumbnail, when the link is one. */
  thumbnailUrl: string | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a youtube.com/watch, youtu.be, /embed or /shorts link. */
export function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname === '/watch' ? url.searchParams.get('v') : (/^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[2] ?? null);
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function linkPreview(link: string): LinkPreview | null {
  try {
    const url = new URL(link);
    const id = youtubeId(url);
    return { hostname: url.hostname, thumbnailUrl: id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null };
  } catch {
    return null;
  }
}
