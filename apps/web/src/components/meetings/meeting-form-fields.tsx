"use client";

import { Input } from "@understudy/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@understudy/ui/select";
import { Textarea } from "@understudy/ui/textarea";
import { fieldAria, FormField } from "./form-field";
import {
  isPlatform,
  MAX_DURATION,
  MIN_DURATION,
  PLATFORM_OPTIONS,
  type MeetingFormErrors,
  type MeetingFormField,
  type MeetingFormValues,
} from "./meeting-form";

export const FIELD_IDS: Record<MeetingFormField, string> = {
  title: "meeting-title",
  description: "meeting-description",
  scheduledAt: "meeting-scheduled-at",
  duration: "meeting-duration",
  meetingUrl: "meeting-url",
  platform: "meeting-platform",
};

interface Props {
  values: MeetingFormValues;
  errors: MeetingFormErrors;
  onChange: <K extends MeetingFormField>(field: K, value: MeetingFormValues[K]) => void;
  onBlur: (field: MeetingFormField) => void;
}

/** The inputs of the Create / Edit Meeting dialog (docs/product.md#entities, docs/product.md#validation). */
export function MeetingFormFields({ values, errors, onChange, onBlur }: Props) {
  const durationHint = `Between ${MIN_DURATION} and ${MAX_DURATION} minutes`;
  return (
    <div className="grid gap-4">
      <FormField id={FIELD_IDS.title} label="Title *" error={errors.title}>
        <Input
          id={FIELD_IDS.title}
          name="title"
          required
          maxLength={200}
          autoComplete="off"
          placeholder="e.g. Weekly product sync"
          value={values.title}
          onChange={(e) => onChange("title", e.target.value)}
          onBlur={() => onBlur("title")}
          {...fieldAria(FIELD_IDS.title, errors.title)}
        />
      </FormField>

      <FormField id={FIELD_IDS.description} label="Description" error={errors.description}>
        <Textarea
          id={FIELD_IDS.description}
          name="description"
          rows={3}
          maxLength={5000}
          placeholder="Agenda, goals or notes"
          className="max-h-40"
          value={values.description}
          onChange={(e) => onChange("description", e.target.value)}
          onBlur={() => onBlur("description")}
          {...fieldAria(FIELD_IDS.description, errors.description)}
        />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <FormField id={FIELD_IDS.scheduledAt} label="Scheduled Time *" error={errors.scheduledAt}>
          <Input
            id={FIELD_IDS.scheduledAt}
            name="scheduled_at"
            type="datetime-local"
            required
            value={values.scheduledAt}
            onChange={(e) => onChange("scheduledAt", e.target.value)}
            onBlur={() => onBlur("scheduledAt")}
            {...fieldAria(FIELD_IDS.scheduledAt, errors.scheduledAt)}
          />
        </FormField>
        <FormField id={FIELD_IDS.duration} label="Duration (minutes)" error={errors.duration} hint={durationHint}>
          <Input
            id={FIELD_IDS.duration}
            name="duration_minutes"
            type="number"
            inputMode="numeric"
            min={MIN_DURATION}
            max={MAX_DURATION}
            step={1}
            value={values.duration}
            onChange={(e) => onChange("duration", e.target.value)}
            onBlur={() => onBlur("duration")}
            {...fieldAria(FIELD_IDS.duration, errors.duration, durationHint)}
          />
        </FormField>
      </div>

      <FormField id={FIELD_IDS.meetingUrl} label="Meeting URL" error={errors.meetingUrl}>
        <Input
          id={FIELD_IDS.meetingUrl}
          name="meeting_url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://zoom.us/j/123456789"
          value={values.meetingUrl}
          onChange={(e) => onChange("meetingUrl", e.target.value)}
          onBlur={() => onBlur("meetingUrl")}
          {...fieldAria(FIELD_IDS.meetingUrl, errors.meetingUrl)}
        />
      </FormField>

      <FormField id={FIELD_IDS.platform} label="Platform" error={errors.platform}>
        <Select
          name="platform"
          value={values.platform}
          onValueChange={(value) => {
            if (isPlatform(value)) onChange("platform", value);
          }}
        >
          <SelectTrigger id={FIELD_IDS.platform} className="w-full" {...fieldAria(FIELD_IDS.platform, errors.platform)}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PLATFORM_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
    </div>
  );
}
