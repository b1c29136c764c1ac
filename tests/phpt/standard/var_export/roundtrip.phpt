--TEST--
var_export output evaluates back to the same value
--FILE--
<?php
$v = ['a' => [1, 2.5, "q'\\"], -3 => true, 'n' => null];
$code = var_export($v, true);
$back = eval("return $code;");
var_dump($back === $v);
--EXPECT--
bool(true)
