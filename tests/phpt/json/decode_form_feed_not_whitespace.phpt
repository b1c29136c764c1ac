--TEST--
form feed is not whitespace
--FILE--
<?php
var_dump(json_decode("\f1"), json_last_error(), json_decode("1\x0b"), json_last_error());
--EXPECT--
NULL
int(3)
NULL
int(3)
