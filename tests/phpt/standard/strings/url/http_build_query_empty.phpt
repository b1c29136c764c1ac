--TEST--
http_build_query of an empty array
--FILE--
<?php
var_dump(http_build_query([]), http_build_query(["a" => null]));
--EXPECT--
string(0) ""
string(0) ""
