--TEST--
the full int range
--FILE--
<?php
mt_srand(3);
for ($i = 0; $i < 5; $i++) var_dump(mt_rand(PHP_INT_MIN, PHP_INT_MAX));
--EXPECT--
int(-7918728267530430614)
int(6270952984516570361)
int(-6985254785134314568)
int(1278568288259250432)
int(-1161002279875630083)
