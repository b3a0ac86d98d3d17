import {
  APPOINTMENT_LABELS,
  APPOINTMENT_MAX_DAYS_AHEAD,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_UTC_OFFSET,
  type AppointmentBody,
  type AppointmentBooked,
  addDays,
  appointmentDateTime,
  todayInIndia,
} from "@nagai/contracts/appointment";
import type { Database } from "../../db/client.ts";
import { badRequest, tooManyRequests } from "../../http-errors.ts";
import type { MailMessage } from "../../providers/mail/mail.public.ts";
import type { OutboxWriter } from "../../providers/outbox/outbox.public.ts";
import type { NoticeSms } from "../../providers/sms/sms.public.ts";
import type { Counters } from "../auth/auth.public.ts";
import type { AppointmentsRepository } from "./appointments.repository.ts";

const HOUR = 60 * 60;
/**
 * Bookings one mobile number may be named in an hour, from any address: each one texts that
 * number, so a stranger's number cannot be flooded from many addresses (ours).
 */
export const APPOINTMENTS_PER_NUMBER_PER_HOUR = 3;

export interface AppointmentsServiceOptions {
  repository: AppointmentsRepository;
  counters: Counters;
  /** The booking's mails and SMS are written here with the booking (decision 040). */
  outbox: OutboxWriter;
  shop: { mailTo: string; smsNumber?: string };
  limits: { perAddressPerHour: number };
  now?: () => Date;
}

/** One line for a header or an SMS: no line breaks or other control characters from the form. */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();

/**
 * Books a virtual appointment: checks the date against India's today, counts the request against
 * the address's and the number's limits, stores it, and tells the shop and the shopper by mail
 * and SMS through the outbox, written in the booking's transaction: sending is off the request
 * path, and a mail or SMS that fails is retried and never undoes or delays the booking
 * (decisions 028 and 040).
 */
export function createAppointmentsService({
  repository,
  counters,
  outbox,
  shop,
  limits,
  now = () => new Date(),
}: AppointmentsServiceOptions) {
  function requireBookableDate(date: string) {
    const today = todayInIndia(now());
    // YYYY-MM-DD strings compare as the dates they name.
    const problem =
      date < today
        ? APPOINTMENT_MESSAGES.dateBeforeToday
        : date > addDays(today, APPOINTMENT_MAX_DAYS_AHEAD)
          ? APPOINTMENT_MESSAGES.dateTooFar
          : undefined;
    if (problem) throw badRequest(problem, { appointmentDate: problem });
  }

  async function limit(key: string, max: number) {
    const wait = await counters.consume(key, max, HOUR);
    if (wait !== undefined) throw tooManyRequests(wait, APPOINTMENT_MESSAGES.tooManyRequests);
  }

  async function notify(tx: Database, id: number, body: AppointmentBody, when: string) {
    const date = body.appointmentDate;
    const time = body.appointmentTime;
    const details = [
      `${APPOINTMENT_LABELS.name}: ${body.name}`,
      `${APPOINTMENT_LABELS.email}: ${body.email}`,
      `${APPOINTMENT_LABELS.mobileNumber}: ${body.mobileNumber}`,
      `${APPOINTMENT_LABELS.cityOrCountry}: ${body.cityOrCountry}`,
      `${APPOINTMENT_LABELS.category}: ${body.category}`,
      `${APPOINTMENT_LABELS.subCategory}: ${body.subCategory}`,
      `${APPOINTMENT_LABELS.preferredLanguage}: ${body.preferredLanguage}`,
      `${APPOINTMENT_LABELS.appointmentDate}: ${date}`,
      `${APPOINTMENT_LABELS.appointmentTime}: ${time} (India time)`,
      `${APPOINTMENT_LABELS.message}: ${body.message ?? "-"}`,
    ].join("\n");
    const mail = (message: MailMessage) => outbox.add(tx, { channel: "mail", kind: "mail", message });
    const sms = (message: NoticeSms) => outbox.add(tx, { channel: "sms", kind: "notice", message });
    await mail({
      to: shop.mailTo,
      replyTo: body.email,
      subject: `Video appointment #${id}: ${oneLine(body.name)}, ${date} ${time}`,
      text: `A shopper booked a virtual video appointment (${when}).\n\n${details}\n`,
    });
    await mail({
      to: body.email,
      subject: `Your Nagai video appointment on ${date} at ${time}`,
      text:
        `Dear ${oneLine(body.name)},\n\nThank you for booking a virtual video appointment with Nagai.\n` +
        `${APPOINTMENT_MESSAGES.successModal}\n\n${details}\n\nNagai\n`,
    });
    const variables = { var1: date, var2: time };
    await sms({
      to: body.mobileNumber,
      template: "appointment",
      variables,
      body: `Nagai: your video appointment for ${date} ${time} (India time) is booked. ${APPOINTMENT_MESSAGES.successModal}`,
    });
    if (shop.smsNumber) {
      await sms({
        to: shop.smsNumber,
        template: "appointment",
        variables,
        body: `Nagai: video appointment #${id} for ${date} ${time}: ${oneLine(body.name)}, ${body.mobileNumber}, ${body.preferredLanguage}`,
      });
    }
  }

  return {
    async book(body: AppointmentBody, address: string): Promise<AppointmentBooked> {
      requireBookableDate(body.appointmentDate);
      await limit(`appointment-address:${address}`, limits.perAddressPerHour);
      await limit(`appointment-number:${body.mobileNumber}`, APPOINTMENTS_PER_NUMBER_PER_HOUR);
      const when = appointmentDateTime(body.appointmentDate, body.appointmentTime);
      const seconds = body.appointmentTime.length === 5 ? ":00" : "";
      const id = await repository.insert(
        {
          name: body.name,
          email: body.email,
          mobileNumber: body.mobileNumber,
          cityOrCountry: body.cityOrCountry,
          category: body.category,
          subCategory: body.subCategory,
          preferredLanguage: body.preferredLanguage,
          message: body.message,
          appointmentAt: new Date(`${when}${seconds}${APPOINTMENT_UTC_OFFSET}`),
        },
        (tx, id) => notify(tx, id, body, when),
      );
      outbox.wake();
      return { status: "success", message: APPOINTMENT_MESSAGES.booked, id, appointmentDateTime: when };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
