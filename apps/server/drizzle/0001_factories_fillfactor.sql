-- Factories are rewritten every tick: leave room on each page so updates stay HOT.
ALTER TABLE "factories" SET (fillfactor = 50);
