--TEST--
By-reference variadic parameters
--FILE--
<?php
function incAll(&...$vals) { foreach ($vals as &$v) $v++; }
$a = 1; $b = 2;
incAll($a, $b);
var_dump($a, $b);
--EXPECT--
int(2)
int(3)
