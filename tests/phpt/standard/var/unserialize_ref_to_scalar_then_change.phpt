--TEST--
a reference to an earlier scalar
--FILE--
<?php
$a = unserialize('a:2:{s:1:"a";s:1:"x";s:1:"b";R:2;}');
$a['b'] = 'y';
var_dump($a['a']);
--EXPECT--
string(1) "y"
