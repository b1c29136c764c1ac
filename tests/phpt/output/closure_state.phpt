--TEST--
a closure callback keeps state by reference
--FILE--
<?php
$calls = 0;
ob_start(function ($b) use (&$calls) { $calls++; return $b; });
echo "a"; ob_flush(); echo "b"; ob_flush(); ob_end_flush();
echo "\n";
var_dump($calls);
--EXPECT--
ab
int(3)
