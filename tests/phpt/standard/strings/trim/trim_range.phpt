--TEST--
trim with a range
--FILE--
<?php
var_dump(trim("0123hello456", "0..9"), trim("Hello World", "A..Z"), trim("abcxyz", "a..cx..z"));
--EXPECT--
string(5) "hello"
string(10) "ello World"
string(0) ""
