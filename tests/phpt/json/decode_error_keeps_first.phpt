--TEST--
the first error in the text wins
--FILE--
<?php
var_dump(json_decode("[\"\xff\", \x01]"), json_last_error());
var_dump(json_decode("[\x01, \"\xff\"]"), json_last_error());
var_dump(json_decode("[1 \x01]"), json_last_error());
--EXPECT--
NULL
int(5)
NULL
int(3)
NULL
int(3)
