--TEST--
substr with positive start and length
--FILE--
<?php
var_dump(substr('abcdef', 0));
var_dump(substr('abcdef', 1));
var_dump(substr('abcdef', 1, 3));
var_dump(substr('abcdef', 0, 0));
var_dump(substr('abcdef', 2, 100));
--EXPECT--
string(6) "abcdef"
string(5) "bcdef"
string(3) "bcd"
string(0) ""
string(4) "cdef"
