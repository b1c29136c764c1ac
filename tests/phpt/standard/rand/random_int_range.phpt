--TEST--
random_int stays in range
--FILE--
<?php
for ($i = 0; $i < 200; $i++) { $r = random_int(-5, 5); if ($r < -5 || $r > 5) echo "bad\n"; }
var_dump(random_int(7, 7), random_int(PHP_INT_MIN, PHP_INT_MIN));
$r = random_int(PHP_INT_MIN, PHP_INT_MAX);
var_dump(is_int($r));
--EXPECT--
int(7)
int(-9223372036854775808)
bool(true)
