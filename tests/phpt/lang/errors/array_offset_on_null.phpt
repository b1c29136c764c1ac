--TEST--
Array offset on null, bool, int and float
--FILE--
<?php
$n = null; $b = false; $i = 5; $f = 1.5;
var_dump($n['a'], $b[0], $i[1], $f[2]);
--EXPECTF--

Warning: Trying to access array offset on value of type null in %s on line 3

Warning: Trying to access array offset on value of type bool in %s on line 3

Warning: Trying to access array offset on value of type int in %s on line 3

Warning: Trying to access array offset on value of type float in %s on line 3
NULL
NULL
NULL
NULL
