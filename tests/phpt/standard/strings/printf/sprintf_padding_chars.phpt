--TEST--
sprintf custom padding characters
--FILE--
<?php
var_dump(sprintf("%'x10s|%'010d|%-'#10s|%'.10d", "abc", 42, "abc", -42));
--EXPECT--
string(43) "xxxxxxxabc|0000000042|abc#######|.......-42"
