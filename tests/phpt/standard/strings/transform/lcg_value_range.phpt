--TEST--
lcg_value is in (0, 1)
--FILE--
<?php
$ok = true;
for ($i = 0; $i < 100; $i++) { $v = lcg_value(); if (!is_float($v) || $v <= 0 || $v >= 1) $ok = false; }
var_dump($ok);
--EXPECT--
bool(true)
