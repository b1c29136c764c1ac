--TEST--
@ suppresses warnings
--FILE--
<?php
$a = [];
$v = @$a['missing'];
var_dump($v);
$w = @$undefinedVar;
var_dump($w);
var_dump(@(10 / 2));
echo "no warnings above\n";
--EXPECT--
NULL
NULL
int(5)
no warnings above
