--TEST--
Reading an offset of an int yields null with warning
--FILE--
<?php
$i = 42;
var_dump($i[0]);
$n = null;
var_dump($n[0]);
$b = true;
var_dump($b['x']);
--EXPECTF--

Warning: Trying to access array offset on value of type int in %s on line 3
NULL

Warning: Trying to access array offset on value of type null in %s on line 5
NULL

Warning: Trying to access array offset on value of type bool in %s on line 7
NULL
