// Decap names new concert files through dayjs (`{{date | date('YYYY-MM-DD')}}` in config.yml), which
// reads our "19.09.2025" as no date: dayjs is taught that one form.
import dayjs from 'dayjs';

const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;

export function readDottedDates(): void {
  dayjs.extend((_options, Dayjs) => {
    const proto = Dayjs.prototype as unknown as { parse(config: { date?: unknown }): void };
    const parse = proto.parse;
    proto.parse = function (config) {
      const match = typeof config.date === 'string' ? DOTTED.exec(config.date) : null;
      if (match) config.date = new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
      parse.call(this, config);
    };
  });
}
