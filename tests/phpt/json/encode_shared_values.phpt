--TEST--
the same array twice is not recursion
--FILE--
<?php
$s = [1, 2];
var_dump(json_encode([$s, $s, ['k' => $s]]));
--EXPECT--
string(25) "[[1,2],[1,2],{"k":[1,2]}]"
