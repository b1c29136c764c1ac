--TEST--
substr with null length
--FILE--
<?php
var_dump(substr('abcdef', 2, null));
var_dump(substr('abcdef', -2, null));
--EXPECT--
string(4) "cdef"
string(2) "ef"
