--TEST--
hrtime() returns seconds and nanoseconds
--FILE--
<?php
$h = hrtime();
var_dump(is_array($h), count($h), is_int($h[0]), is_int($h[1]));
var_dump($h[1] >= 0 && $h[1] < 1000000000);
--EXPECT--
bool(true)
int(2)
bool(true)
bool(true)
bool(true)
