/** The copyright line shows the year of the visit, even on a site built in an earlier year. */
export function showYear(year: string): void {
  document.querySelectorAll('.copyright-year').forEach((element) => {
    element.textContent = year;
  });
}
