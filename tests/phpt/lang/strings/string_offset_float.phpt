--TEST--
Float and bool string offsets
--FILE--
<?php
$s = "abc";
var_dump($s[1.7]);
var_dump($s[true]);
var_dump($s[null]);
--EXPECTF--

Warning: String offset cast occurred in %s on line 3
string(1) "b"

Warning: String offset cast occurred in %s on line 4
string(1) "b"

Warning: String offset cast occurred in %s on line 5
string(1) "a"
