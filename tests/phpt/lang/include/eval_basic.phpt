--TEST--
eval runs code in the current scope
--FILE--
<?php
$x = 5;
$r = eval('$y = $x * 2; return $y + 1;');
var_dump($r, $y);
var_dump(eval('echo "in eval\n";'));
--EXPECT--
int(11)
int(10)
in eval
NULL
