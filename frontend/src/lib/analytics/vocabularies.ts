/**
 * The fixed vocabularies that event labels come from when the feature that owns them is not in lib/
 * (media, image dialog): the features import these types, so analytics never imports a feature.
 */

/** The kind of a picked file. */
export type MediaKind = 'audio' | 'video' | 'image';

/** A refusal: the toast's i18n keys (media.errors.<key>.title / .description). */
export type FileRefusal = 'unsupported' | 'audioTooLarge' | 'videoTooLarge' | 'imageTooLarge';

/** A media toast (recording, file and video processing): `media.toast.<id>` in the translations. */
export type MediaToastId =
  | 'uploadFailed'
  | 'audioQuality'
  | 'transcriptionFailed'
  | 'transcriptionUnavailable'
  | 'processingFailed'
  | 'serverBusy'
  | 'timeExtended'
  | 'videoTimedOut'
  | 'videoUnavailable'
  | 'videoFormat'
  | 'videoFailed'
  | 'noTextFound';

/** What an image generation failure was (SPEC §8 image errors). */
export type ImageFailure = 'rateLimit' | 'network' | 'moderation' | 'generic';
