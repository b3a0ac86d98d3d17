import { APPOINTMENT_FIELDS, APPOINTMENT_LABELS } from "@nagai/contracts/appointment-texts";
import { describe, expect, it } from "vitest";
import { type AppointmentValues, validateAppointment } from "./validation";

const TODAY = "2026-11-24";
const valid: AppointmentValues = {
  name: "Meena Raman",
  email: "meena@example.com",
  mobileNumber: "9876543210",
  cityOrCountry: "Chennai",
  category: "Gold",
  subCategory: "Rings",
  preferredLanguage: "Malayalam",
  appointmentDate: TODAY,
  appointmentTime: "09:05",
  message: "",
};

describe("validateAppointment", () => {
  it("passes a full form booked for today, the message left out", () => {
    expect(validateAppointment(valid, TODAY)).toEqual({});
  });

  it("asks for every field but the message, with the spec's words", () => {
    const empty = Object.fromEntries(APPOINTMENT_FIELDS.map((field) => [field, "  "])) as AppointmentValues;
    const errors = validateAppointment(empty, TODAY);
    expect(errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      mobileNumber: "Mobile number is required",
      cityOrCountry: "City/Country is required",
      category: "Category is required",
      subCategory: "Subcategory is required",
      preferredLanguage: "Language is required",
      appointmentDate: "Date is required",
      appointmentTime: "Time is required",
    });
    expect(APPOINTMENT_LABELS.message).toBe("Message");
  });

  it("names each wrong value", () => {
    expect(validateAppointment({ ...valid, email: "meena@example" }, TODAY)).toEqual({
      email: "Please enter a valid email",
    });
    expect(validateAppointment({ ...valid, mobileNumber: "98765o3210" }, TODAY).mobileNumber).toBe(
      "Mobile number must be exactly 10 digits",
    );
    expect(validateAppointment({ ...valid, subCategory: "Crowns" }, TODAY).subCategory).toBe(
      "Please choose a subcategory from the list",
    );
    expect(validateAppointment({ ...valid, preferredLanguage: "French" }, TODAY).preferredLanguage).toBe(
      "Please choose a language from the list",
    );
    expect(validateAppointment({ ...valid, appointmentDate: "2026-11-23" }, TODAY).appointmentDate).toBe(
      "Date cannot be before today",
    );
    expect(validateAppointment({ ...valid, appointmentDate: "2026-02-30" }, TODAY).appointmentDate).toBe(
      "Please choose a valid date",
    );
    expect(validateAppointment({ ...valid, appointmentTime: "24:00" }, TODAY).appointmentTime).toBe(
      "Please choose a valid time",
    );
    expect(validateAppointment({ ...valid, message: "x".repeat(2001) }, TODAY).message).toBe(
      "Message must be at most 2000 characters",
    );
  });
});
