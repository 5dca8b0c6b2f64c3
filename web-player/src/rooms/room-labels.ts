import { useLingui } from '@lingui/react/macro';
import type { DjType, RoomDesign, RoomVisibility } from '../gql/graphql';
import type { RoomFieldProblem } from './room-rules';

/** The words for a room's options and for what is wrong with a room form, in the interface language. */
export function useRoomLabels() {
  const { t } = useLingui();
  const designs: Record<RoomDesign, string> = {
    BARN: t`Barn`,
    BARN_UA: t`Barn (UA)`,
    CHAT_ONLY: t`Chat only`,
    CLUB: t`Club`,
    CLUB_UA: t`Club (UA)`,
    FERRY_BUILDING: t`Ferry Building`,
    FESTIVAL: t`Festival`,
    STADIUM: t`Stadium`,
    THEATER: t`Theater`,
    TOMORROWLAND: t`Tomorrowland`,
    UNDERGROUND: t`Underground`,
    YACHT: t`Yacht`,
  };
  const djTypes: Record<DjType, string> = {
    EVERYONE: t`Everyone may DJ`,
    INVITE_ONLY: t`Invited DJs only`,
    PRO_PLAN_OWNER: t`Owners on a Pro plan only`,
  };
  const visibilities: Record<RoomVisibility, string> = {
    PUBLIC: t`Public (listed)`,
    PRIVATE: t`Private (unlisted)`,
  };
  const problems: Record<RoomFieldProblem, string> = {
    nameRequired: t`Give the room a name.`,
    nameTooLong: t`The name must be 1 to 80 characters.`,
    descriptionTooLong: t`The description must be at most 500 characters.`,
    slugInvalid: t`The address must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit.`,
    seatsOutOfRange: t`Choose between 1 and 10 DJ seats.`,
    passwordLength: t`The password must be 4 to 128 characters.`,
    urlInvalid: t`Enter an http or https address.`,
    pinnedTooMany: t`At most 5 pinned messages.`,
    pinnedTextLength: t`Each pinned message must be 1 to 500 characters.`,
  };
  return { designs, djTypes, visibilities, problems };
}
