--TEST--
the depth error comes when the bracket opens
--FILE--
<?php
var_dump(json_decode('[[1', true, 1), json_last_error());
var_dump(json_decode("[\x01", true, 1), json_last_error());
var_dump(json_decode('[1, x, [[', true, 2), json_last_error());
--EXPECT--
NULL
int(1)
NULL
int(1)
NULL
int(4)
