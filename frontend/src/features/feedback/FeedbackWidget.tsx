import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Heart, Share2, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendFeedback } from 'src/api/generated/feedback/feedback';
import { getGetStatsQueryKey } from 'src/api/generated/stats/stats';
import { HttpError } from 'src/api/http';
import { notify } from 'src/components/notify';
import { track, type ShareSource } from 'src/lib/analytics';

export const LIKE_TO_SHARE_MS = 1000;
type Vote = 'like' | 'dislike';

interface Props {
  processedTextId: string;
  /** Opens the share dialog; 'feedback_auto' when it opens by itself after a like; focus returns to `returnFocus`. */
  onShare: (source: ShareSource, returnFocus?: () => HTMLElement | null) => void;
}

/**
 * SPEC §4 feedback widget: unset, then sent (like or dislike), no second vote. After a like: a thank-you,
 * a Share button, and the share dialog opens by itself after 1 s.
 */
export function FeedbackWidget({ processedTextId, onShare }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<Vote | null>(null);
  const mutation = useSendFeedback();
  const shareButton = useRef<HTMLButtonElement>(null);
  const shareButtonEl = useCallback(() => shareButton.current, []);

  useEffect(() => {
    if (sent !== 'like') return;
    const id = window.setTimeout(() => onShare('feedback_auto', shareButtonEl), LIKE_TO_SHARE_MS);
    return () => window.clearTimeout(id);
  }, [sent, onShare, shareButtonEl]);

  const vote = async (feedback: Vote) => {
    if (sent || mutation.isPending) return;
    try {
      await mutation.mutateAsync({ data: { processedTextId, feedback } });
      setSent(feedback);
      track.feedbackSent(feedback);
      if (feedback === 'like') notify.success(t('toast.thanks.title'), t('toast.thanks.description'));
    } catch (err) {
      // 409: this result already has a vote (e.g. from another tab) — treat it as sent.
      if (err instanceof HttpError && err.status === 409) setSent(feedback);
      else
        notify.error(
          t('toast.feedbackFailed.title'),
          t('toast.feedbackFailed.description', { vote: t(`feedback.${feedback}Noun`) }),
        );
    } finally {
      void queryClient.invalidateQueries({ queryKey: getGetStatsQueryKey() });
    }
  };

  if (sent === 'like') {
    return (
      <HStack gap="3" wrap="wrap" data-testid="feedback" data-state="liked" role="status" aria-live="polite">
        <HStack gap="1.5" color="fg.success">
          <Heart size={16} aria-hidden="true" />
          <Text fontSize="sm" fontWeight="medium">
            {t('feedback.thanksLike')}
          </Text>
        </HStack>
        <Button
          size="sm"
          colorPalette="brand"
          variant="subtle"
          ref={shareButton}
          onClick={() => onShare('feedback', shareButtonEl)}
          data-testid="feedback-share"
        >
          <Share2 />
          {t('feedback.share')}
        </Button>
      </HStack>
    );
  }
  if (sent === 'dislike') {
    return (
      <Text
        fontSize="sm"
        color="fg.muted"
        data-testid="feedback"
        data-state="disliked"
        role="status"
        aria-live="polite"
      >
        {t('feedback.thanksDislike')}
      </Text>
    );
  }
  return (
    <HStack gap="1" data-testid="feedback" data-state="unset" role="group" aria-label={t('feedback.question')}>
      <Text fontSize="sm" color="fg.muted" me="1">
        {t('feedback.question')}
      </Text>
      <IconButton
        aria-label={t('feedback.like')}
        variant="outline"
        size="sm"
        onClick={() => void vote('like')}
        disabled={mutation.isPending}
        data-testid="feedback-like"
      >
        <ThumbsUp />
      </IconButton>
      <IconButton
        aria-label={t('feedback.dislike')}
        variant="outline"
        size="sm"
        onClick={() => void vote('dislike')}
        disabled={mutation.isPending}
        data-testid="feedback-dislike"
      >
        <ThumbsDown />
      </IconButton>
    </HStack>
  );
}
