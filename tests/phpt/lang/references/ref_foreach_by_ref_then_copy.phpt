--TEST--
Array copied after foreach by reference keeps the last reference
--FILE--
<?php
$a = [1, 2];
foreach ($a as &$v) {}
$b = $a;
$b[1] = 'changed';
var_dump($a[1]);
--EXPECT--
string(7) "changed"
