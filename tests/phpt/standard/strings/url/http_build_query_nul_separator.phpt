--TEST--
http_build_query separator is cut at a NUL byte
--FILE--
<?php
var_dump(http_build_query(["a" => 1, "b" => 2], "", "x\0y"));
--EXPECT--
string(7) "a=1xb=2"
