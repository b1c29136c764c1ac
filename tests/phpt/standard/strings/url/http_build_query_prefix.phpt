--TEST--
http_build_query numeric prefix
--FILE--
<?php
var_dump(http_build_query([1, 2, "k" => 3, 5 => [6]], "n_"));
--EXPECT--
string(28) "n_0=1&n_1=2&k=3&n_5%5B0%5D=6"
