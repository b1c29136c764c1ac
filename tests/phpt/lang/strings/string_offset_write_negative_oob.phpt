--TEST--
Writing a too-negative offset warns
--FILE--
<?php
$s = "abc";
$s[-5] = 'x';
var_dump($s);
--EXPECTF--

Warning: Illegal string offset -5 in %s on line 3
string(3) "abc"
