--TEST--
http_build_query
--FILE--
<?php
var_dump(http_build_query(["a" => 1, "b" => "x y", "c" => "&="]));
--EXPECT--
string(18) "a=1&b=x+y&c=%26%3D"
