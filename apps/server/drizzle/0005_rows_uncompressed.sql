-- A factory row (a few kilobytes) was compressed on every write once it passed the default
-- 2 kB threshold: the tick paid for compression on every row, every tick. Rows now stay as
-- they are up to a page; only a very large factory is compressed (docs/benchmarks.md).
ALTER TABLE "factories" SET (toast_tuple_target = 8160);
