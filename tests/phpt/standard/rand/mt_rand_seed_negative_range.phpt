--TEST--
negative ranges
--FILE--
<?php
mt_srand(7);
for ($i = 0; $i < 8; $i++) echo mt_rand(-1000, -900), ' ';
echo "\n";
--EXPECT--
-951 -972 -980 -925 -918 -922 -956 -908
