/**
 * The guest feedback form, shared by /feedback and
 * POST /api/feedback. Messages are the required English wording; the page shows
 * their translations (catalogue `engage:feedback.errors.<field>`).
 */
import { addDaysIso, isIsoDate } from "../pricing";
import { z } from "../zod";
import { multiLine, singleLine } from "./text";

/** The fourteen ratings in the order of the form. */
export const FEEDBACK_RATINGS = [
  "locationRating",
  "checkinRating",
  "roomCleanlinessRating",
  "roomFacilitiesRating",
  "bedComfortRating",
  "showerRating",
  "breakfastRating",
  "staffFriendlinessRating",
  "wifiRating",
  "entertainmentRating",
  "foodVarietyRating",
  "foodQualityRating",
  "overallExperienceRating",
  "valueForMoneyRating",
] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** What each rating is about, as the admin screens name it. */
export const FEEDBACK_RATING_LABELS: Record<FeedbackRating, string> = {
  locationRating: "Location",
  checkinRating: "Check-in",
  roomCleanlinessRating: "Room cleanliness",
  roomFacilitiesRating: "Room facilities",
  bedComfortRating: "Bed comfort",
  showerRating: "Shower",
  breakfastRating: "Breakfast",
  staffFriendlinessRating: "Staff friendliness",
  wifiRating: "Wi-Fi",
  entertainmentRating: "Entertainment",
  foodVarietyRating: "Food variety",
  foodQualityRating: "Food quality",
  overallExperienceRating: "Overall experience",
  valueForMoneyRating: "Value for money",
};

/** Excellent 4, Good 3, Fair 2, Poor 1 (highest first, as the form lists them). */
export const RATING_OPTIONS = [4, 3, 2, 1] as const;

export const FEEDBACK_MESSAGES: Record<
  FeedbackRating | "date" | "dateFuture" | "dateTooOld",
  string
> = {
  date: "Date is required",
  dateFuture: "The date cannot be in the future",
  dateTooOld: "The date cannot be more than two years ago",
  locationRating: "Please rate location",
  checkinRating: "Please rate check-in experience",
  roomCleanlinessRating: "Please rate room cleanliness",
  roomFacilitiesRating: "Please rate room facilities",
  bedComfortRating: "Please rate bed comfort",
  showerRating: "Please rate shower",
  breakfastRating: "Please rate breakfast",
  staffFriendlinessRating: "Please rate staff friendliness",
  wifiRating: "Please rate WiFi",
  entertainmentRating: "Please rate entertainment",
  foodVarietyRating: "Please rate food variety",
  foodQualityRating: "Please rate food quality",
  overallExperienceRating: "Please rate overall experience",
  valueForMoneyRating: "Please rate value for money",
};

/** A rating from a radio group ("4") or JSON (4): an integer 1..4, else the required message. */
const rating = (field: FeedbackRating) =>
  z.coerce
    .number({ message: FEEDBACK_MESSAGES[field] })
    .int(FEEDBACK_MESSAGES[field])
    .min(1, FEEDBACK_MESSAGES[field])
    .max(4, FEEDBACK_MESSAGES[field]);

const optionalText = (max: number, lines: "single" | "multi" = "single") =>
  (lines === "single" ? singleLine() : multiLine())
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** How far back a stay or visit the form takes may be (a typo such as 0202 is caught). */
export const FEEDBACK_MAX_AGE_DAYS = 730;

/** The earliest date the form takes on hotel date `today`. */
export const earliestFeedbackDate = (today: string) => addDaysIso(today, -FEEDBACK_MAX_AGE_DAYS);

/**
 * `today` is the hotel's date (Nairobi): a stay date may be a day ahead of a guest
 * in another time zone, so one day of slack is allowed, and no more. A date more than
 * two years back is refused as well.
 */
export function feedbackSchema(today: string) {
  const latest = addDaysIso(today, 1);
  const earliest = earliestFeedbackDate(today);
  const shape = Object.fromEntries(FEEDBACK_RATINGS.map((field) => [field, rating(field)])) as {
    [K in FeedbackRating]: ReturnType<typeof rating>;
  };
  return z.object({
    date: z
      .string({ message: FEEDBACK_MESSAGES.date })
      .trim()
      .min(1, FEEDBACK_MESSAGES.date)
      .refine(isIsoDate, FEEDBACK_MESSAGES.date)
      .refine((value) => value <= latest, FEEDBACK_MESSAGES.dateFuture)
      .refine((value) => value >= earliest, FEEDBACK_MESSAGES.dateTooOld),
    roomNumber: optionalText(20),
    howDidYouKnow: optionalText(200),
    ...shape,
    additionalFeedback: optionalText(5000, "multi"),
    staffRecommendation: optionalText(1000, "multi"),
    /** Honeypot: people never see or fill it. */
    website: z.string().max(500).optional(),
  });
}

export type FeedbackInput = z.input<ReturnType<typeof feedbackSchema>>;
export type FeedbackValues = z.infer<ReturnType<typeof feedbackSchema>>;
