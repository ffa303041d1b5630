import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { REDIS_OPTIONS } from 'src/common/throttler/rate-limit-storage';
import { findExecutable } from 'src/engines/video/media-tools';
import { SharedJobLimiter } from 'src/modules/media/job-limiter';
import { type Cluster, startCluster } from './cluster';

/**
 * make test-scale: two app instances on two ports, one Postgres, one Redis and Debian's nginx in front
 * (backend/test/scale/cluster.ts). Every limit and every piece of state must hold whichever instance answers.
 */

const TEXT = 'i has a bussiness in diffrent cities and we was growing fast';

/** The session cookie a first answer set, to send back like a browser. */
function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('likho_sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A 4-second H.264/AAC mp4 with a tone, made with the system ffmpeg. */
function video(dir: string): Buffer {
  const ffmpeg = findExecutable('ffmpeg');
  if (!ffmpeg) throw new Error('ffmpeg is missing: run apt-get install ffmpeg');
  const out = join(dir, 'clip.mp4');
  execFileSync(ffmpeg, [
    '-hide_banner', '-nostdin', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=15:duration=4',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=4',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', out,
  ]); // prettier-ignore
  return readFileSync(out);
}

describe('two instances behind nginx', () => {
  let cluster: Cluster;
  let fixtures: string;

  beforeAll(async () => {
    fixtures = mkdtempSync(join(tmpdir(), 'likho-scale-fixtures-'));
    // the general limit is raised for the load of the last test; every other limit has its default
    cluster = await startCluster({
      instances: 2,
      env: { THROTTLE_LIMIT: '1000000', IMAGE_RATE_LIMIT: '5', MEDIA_CONCURRENCY: '1', MEDIA_QUEUE_LIMIT: '0' },
    });
  });

  afterAll(async () => {
    await cluster?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  it('refuses the 31st text of one client within a minute, whichever instance answers', async () => {
    const answers: { status: number; upstream: string }[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await post(`${cluster.url}/api/process-text`, { inputText: `${TEXT} (${'x'.repeat(i)})` });
      await res.arrayBuffer();
      answers.push({ status: res.status, upstream: res.headers.get('x-upstream') ?? '' });
    }
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(30).fill(200), 429, 429]);
    const [a, b] = cluster.instances.map((i) => i.address);
    // round robin: both instances answered, and the 31st and 32nd came from different instances
    expect(new Set(answers.slice(0, 30).map((x) => x.upstream))).toEqual(new Set([a, b]));
    expect(new Set(answers.slice(30).map((x) => x.upstream))).toEqual(new Set([a, b]));
  });

  it('converts a chunked upload whose chunks alternate between the instances', async () => {
    const data = video(fixtures);
    const [a, b] = cluster.instances;
    const first = await fetch(`${a.url}/api/health`);
    const cookie = sessionCookie(first);
    const chunks = 4;
    const size = Math.ceil(data.length / chunks);
    const info = { originalName: 'holiday.mp4', originalSize: data.length, totalChunks: chunks };
    const received: number[] = [];
    for (let i = 0; i < chunks; i++) {
      const form = new FormData();
      form.set('chunkIndex', String(i));
      form.set('totalChunks', String(chunks));
      form.set('originalName', info.originalName);
      form.set('originalSize', String(data.length));
      form.set(
        'video',
        new Blob([new Uint8Array(data.subarray(i * size, (i + 1) * size))], { type: 'video/mp4' }),
        'blob',
      );
      const res = await fetch(`${(i % 2 ? b : a).url}/api/video-to-audio-chunked`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(res.status).toBe(200);
      received.push(((await res.json()) as { received: number }).received);
    }
    expect(received).toEqual([1, 2, 3, 4]);
    const res = await post(`${cluster.url}/api/video-to-audio-process`, info, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    const mp3 = Buffer.from(await res.arrayBuffer());
    expect(mp3.length).toBeGreaterThan(10_000);
    // an ID3 tag or an MPEG frame sync
    expect(mp3.subarray(0, 3).toString() === 'ID3' || (mp3[0] === 0xff && (mp3[1] & 0xe0) === 0xe0)).toBe(true);
  });

  it('holds the image limit of 5 per hour across both instances, and serves each image from either', async () => {
    const [a, b] = cluster.instances;
    const client = { 'x-forwarded-for': '198.51.100.5' }; // one visitor; the instances trust one proxy hop
    const statuses: number[] = [];
    let imageUrl = '';
    for (let i = 0; i < 6; i++) {
      const res = await post(
        `${(i % 2 ? b : a).url}/api/generate-image`,
        { enhancedText: `${TEXT} ${i}`, socialMediaPlatform: 'linkedin' },
        client,
      );
      const body = (await res.json()) as { imageUrl?: string; message?: string };
      statuses.push(res.status);
      if (i === 0) imageUrl = body.imageUrl ?? '';
      if (i === 5) expect(body.message).toMatch(/5 images per hour/);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const img = await fetch(`${b.url}${imageUrl}`); // drawn by a, downloaded from b
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it("counts a like recorded through one instance in the other's stats", async () => {
    const [a, b] = cluster.instances;
    const client = { 'x-forwarded-for': '198.51.100.9' };
    const likes = async (url: string) =>
      ((await (await fetch(`${url}/api/stats`)).json()) as { stats: { likesCollected: number } }).stats.likesCollected;
    const before = await likes(b.url);
    const text = await post(`${a.url}/api/process-text`, { inputText: TEXT }, client);
    expect(text.status).toBe(200);
    const { usageStatsId } = (await text.json()) as { usageStatsId: string };
    const like = await post(`${a.url}/api/feedback`, { processedTextId: usageStatsId, feedback: 'like' }, client);
    expect(like.status).toBe(200);
    expect(await likes(b.url)).toBe(before + 1);
    expect(await likes(a.url)).toBe(before + 1);
  });

  it('holds the media job limit across both instances: a slot taken elsewhere makes both answer 429', async () => {
    const clip = video(fixtures);
    const convert = async (url: string) => {
      const form = new FormData();
      form.set('video', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
      const res = await fetch(`${url}/api/video-to-audio`, { method: 'POST', body: form });
      await res.arrayBuffer();
      return res.status;
    };
    // a third instance's job, holding the only slot (MEDIA_CONCURRENCY=1, MEDIA_QUEUE_LIMIT=0) in the same Redis
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_OPTIONS);
    await new Promise((r) => redis.once('ready', r));
    const elsewhere = new SharedJobLimiter(redis, 1, 0, `${cluster.redisPrefix}media:`);
    try {
      await elsewhere.acquire();
      expect(await Promise.all(cluster.instances.map((i) => convert(i.url)))).toEqual([429, 429]);
      await elsewhere.release();
      expect([await convert(cluster.instances[0].url), await convert(cluster.instances[1].url)]).toEqual([200, 200]);
    } finally {
      redis.disconnect();
    }
  });

  it('loses no request when one instance stops mid-load: nginx sends the rest to the other', async () => {
    const [a, b] = cluster.instances;
    const results: { status: number; upstream: string; error?: string }[] = [];
    let stopAt = Infinity;
    let done = false;
    const worker = async (n: number) => {
      for (let i = 0; !done; i++) {
        const res = await (
          i % 2
            ? fetch(`${cluster.url}/api/stats`)
            : post(`${cluster.url}/api/cleanup-session`, {}, { 'x-worker': String(n) })
        ).catch((err: Error) => err);
        if (res instanceof Error) results.push({ status: 0, upstream: '', error: res.message });
        else {
          await res.arrayBuffer();
          results.push({ status: res.status, upstream: res.headers.get('x-upstream') ?? '' });
        }
        if (results.length >= stopAt) done = true;
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, (_, n) => worker(n)));
    while (results.length < 200) await new Promise((r) => setTimeout(r, 20));
    const code = await b.stop(); // SIGTERM mid-load: b drains its requests and exits
    stopAt = results.length + 300; // and the load goes on for 300 more requests
    await load;
    expect(code).toBe(0);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    expect(results.some((r) => r.upstream === b.address)).toBe(true);
    expect(results.slice(-100).every((r) => r.upstream.endsWith(a.address))).toBe(true);
  });
});
