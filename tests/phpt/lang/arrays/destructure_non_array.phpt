--TEST--
Destructuring a non-array assigns null silently
--FILE--
<?php
[$a, $b] = null;
var_dump($a, $b);
[$c] = 42;
var_dump($c);
[$d] = "str";
var_dump($d);
--EXPECT--
NULL
NULL
NULL
NULL
