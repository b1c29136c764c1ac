--TEST--
invalid escapes are syntax errors
--FILE--
<?php
foreach (['"\\x"', '"\\u00"', '"\\u00g0"', '"\\U0041"', '"\\\'"', '"\\'] as $s) { var_dump(json_decode($s)); echo json_last_error(), "\n"; }
--EXPECT--
NULL
4
NULL
4
NULL
4
NULL
4
NULL
4
NULL
4
