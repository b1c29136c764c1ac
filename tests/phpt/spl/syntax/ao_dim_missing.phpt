--TEST--
ArrayObject [] read of a missing key
--FILE--
<?php
$a = new ArrayObject(['a' => 1]);
var_dump($a['b']);
var_dump($a['b'] ?? 'default');
?>
--EXPECTF--

Warning: Undefined array key "b" in %s on line 3
NULL
string(7) "default"
